// Query factories and changes of MDM enrolment (issue 20), every call through the contract's mdmEnrolApi:
// the public PIN calls, the admin's PINs and enrolled devices, push certificate, ADE and content tokens.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { saveFile } from '../../ui/download-file';
import { callEndpoint, fetchEndpoint } from '../client';
import { mdmEnrolApi } from '../contract/mdm-enrol';

type PinCreate = { label: string; owner_person_id?: string | null; single_use?: boolean; expires_in_days?: number };

export const mdmEnrolQueries = {
  all: () => ['mdm-enrol'] as const,
  pins: () => queryOptions({ queryKey: [...mdmEnrolQueries.all(), 'pins'] as const, queryFn: () => callEndpoint(mdmEnrolApi.listPins) }),
  devices: () => queryOptions({ queryKey: [...mdmEnrolQueries.all(), 'devices'] as const, queryFn: () => callEndpoint(mdmEnrolApi.listEnrolledDevices) }),
  pushCertificate: () =>
    queryOptions({ queryKey: [...mdmEnrolQueries.all(), 'push-certificate'] as const, queryFn: () => callEndpoint(mdmEnrolApi.getPushCertificate) }),
  ade: () => queryOptions({ queryKey: [...mdmEnrolQueries.all(), 'ade'] as const, queryFn: () => callEndpoint(mdmEnrolApi.getAde) }),
  contentTokens: () =>
    queryOptions({ queryKey: [...mdmEnrolQueries.all(), 'content-tokens'] as const, queryFn: () => callEndpoint(mdmEnrolApi.listContentTokens) }),
  /** GET /mdm/enroll-pin?code=: what a PIN opens (public) */
  pinCheck: (code: string) =>
    queryOptions({ queryKey: ['mdm-enrol-pin', code] as const, queryFn: () => callEndpoint(mdmEnrolApi.checkEnrollPin, { query: { code } }), retry: false }),
};

const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: mdmEnrolQueries.all() });

/** POST /mdm/enroll-pin: downloads the profile under the server's file name. */
export async function downloadEnrolmentProfile(code: string): Promise<void> {
  const res = await fetchEndpoint(mdmEnrolApi.downloadEnrollProfile, { body: { code } });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'enrolment.mobileconfig';
  saveFile(name, await res.blob());
}

export async function downloadPushCsr(): Promise<void> {
  const res = await fetchEndpoint(mdmEnrolApi.downloadPushCsr);
  saveFile('palisade-mdm-push.csr', await res.blob());
}

export async function downloadAdePublicKey(): Promise<void> {
  const res = await fetchEndpoint(mdmEnrolApi.downloadAdeKey);
  saveFile('palisade-ade-server.pem', await res.blob());
}

/** A chosen file as the upload calls take it: PEM/S-MIME text as is, binary (.p12, DER .p7m) as base64. */
export async function fileForUpload(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (/-----BEGIN |content-type:/i.test(text)) return text;
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export const mdmEnrolMutations = {
  signInWithPin: () => mutationOptions({ mutationFn: (code: string) => callEndpoint(mdmEnrolApi.signInWithPin, { body: { code } }) }),
  downloadProfile: () => mutationOptions({ mutationFn: (code: string) => downloadEnrolmentProfile(code) }),
  createPin: (client: QueryClient) =>
    mutationOptions({ mutationFn: (body: PinCreate) => callEndpoint(mdmEnrolApi.createPin, { body }), onSuccess: () => invalidate(client) }),
  revokePin: (client: QueryClient) =>
    mutationOptions({ mutationFn: (id: string) => callEndpoint(mdmEnrolApi.revokePin, { params: { id } }), onSuccess: () => invalidate(client) }),
  createPushCsr: (client: QueryClient) => mutationOptions({ mutationFn: () => callEndpoint(mdmEnrolApi.createPushCsr), onSuccess: () => invalidate(client) }),
  uploadPushCertificate: (client: QueryClient) =>
    mutationOptions({
      mutationFn: (body: { file: string; password?: string }) => callEndpoint(mdmEnrolApi.uploadPushCertificate, { body }),
      onSuccess: () => invalidate(client),
    }),
  createAdeKey: (client: QueryClient) => mutationOptions({ mutationFn: () => callEndpoint(mdmEnrolApi.createAdeKey), onSuccess: () => invalidate(client) }),
  uploadAdeToken: (client: QueryClient) =>
    mutationOptions({ mutationFn: (file: string) => callEndpoint(mdmEnrolApi.uploadAdeToken, { body: { file } }), onSuccess: () => invalidate(client) }),
  addContentToken: (client: QueryClient) =>
    mutationOptions({
      mutationFn: (body: { apple_id: string; region: string; token: string }) =>
        callEndpoint(mdmEnrolApi.addContentToken, { body: body as { apple_id: string; region: 'US'; token: string } }),
      onSuccess: () => invalidate(client),
    }),
  deleteContentToken: (client: QueryClient) =>
    mutationOptions({ mutationFn: (id: string) => callEndpoint(mdmEnrolApi.deleteContentToken, { params: { id } }), onSuccess: () => invalidate(client) }),
};
