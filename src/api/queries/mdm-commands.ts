// Query factories and changes of MDM commands (issue 20, part 3), every call through mdmCommandsApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { mdmCommandsApi, type MdmCommandBody, type MdmVariable } from '../contract/mdm-commands';

export interface MdmCommandListParams {
  page: number;
  size: number;
  status?: string[];
  policy?: 'true' | 'false';
}

const withoutPage = ({ page: _page, size: _size, ...rest }: MdmCommandListParams) => rest;

export const mdmCommandQueries = {
  all: () => ['mdm-commands'] as const,
  device: (id: string) => queryOptions({ queryKey: [...mdmCommandQueries.all(), 'device', id] as const, queryFn: () => callEndpoint(mdmCommandsApi.getDevice, { params: { id } }) }),
  list: (id: string, query: MdmCommandListParams) =>
    queryOptions({ queryKey: [...mdmCommandQueries.all(), 'list', id, query] as const, queryFn: () => listEndpoint(mdmCommandsApi.listCommands, { params: { id }, query }) }),
  count: (id: string, query: MdmCommandListParams) =>
    queryOptions({ queryKey: [...mdmCommandQueries.all(), 'count', id, withoutPage(query)] as const, queryFn: () => countEndpoint(mdmCommandsApi.countCommands, { params: { id }, query: withoutPage(query) }) }),
};

export const mdmCommandMutations = {
  send: () => mutationOptions({ mutationFn: (body: MdmCommandBody) => callEndpoint(mdmCommandsApi.sendCommand, { body }) }),
  sync: () => mutationOptions({ mutationFn: (deviceId: string) => callEndpoint(mdmCommandsApi.deviceSync, { body: { device_id: deviceId } }) }),
  setVariable: () =>
    mutationOptions({ mutationFn: (body: { device_id: string; variable: MdmVariable; value: string }) => callEndpoint(mdmCommandsApi.requestVariable, { body }) }),
  revealKey: () => mutationOptions({ mutationFn: (deviceId: string) => callEndpoint(mdmCommandsApi.revealFileVaultKey, { body: { device_id: deviceId } }) }),
};
