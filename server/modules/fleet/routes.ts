// The fleet calls under /api, registered from the contract's fleetApi (access in the definitions).
import type { FastifyPluginAsync } from 'fastify';
import { fleetApi } from '../../../src/api/contract/fleet';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import { reassignDevice } from './reassign';
import * as fleet from './service';
import { endpointStatus } from './status';

const fleetRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, fleetApi, {
    listDevices: async ({ scope, query }) => fleet.listDevices(app.db, scope, 'people', query),
    countDevices: async ({ scope, query }) => fleet.countDevices(app.db, scope, 'people', query),
    listDevicesV2: async ({ scope, query }) => fleet.listDevices(app.db, scope, 'people', query),
    countDevicesV2: async ({ scope, query }) => fleet.countDevices(app.db, scope, 'people', query),
    listDevicesLite: async ({ scope, query }) => fleet.listLite(app.db, scope, query),
    listInfraDevices: async ({ scope, query }) => fleet.listDevices(app.db, scope, 'infra', query),
    countInfraDevices: async ({ scope, query }) => fleet.countDevices(app.db, scope, 'infra', query),
    getDevicesReport: async ({ scope, query }, reply) =>
      sendCsv(reply, fleet.reportFileName(app.now()), fleet.REPORT_HEADER, fleet.reportRows(app.db, scope, query)),
    countDevicesReport: async ({ scope, query }) => fleet.countDevices(app.db, scope, 'people', query),
    getDevice: async ({ scope, params }) => fleet.getDevice(app.db, scope, params.id),
    getDeviceCompliance: async ({ scope, params }) => fleet.deviceCompliance(app.db, scope, params.id),
    getDeviceApps: async ({ scope, params }) => fleet.deviceApps(app.db, scope, params.id),
    getDeviceBrowserExtensions: async ({ scope, params }) => fleet.deviceExtensions(app.db, scope, params.id),
    getDeviceActivity: async ({ scope, params, query }) => fleet.deviceActivity(app.db, scope, params.id, query.days, app.now()),
    listDeviceHistory: async ({ scope, params, query }) => fleet.deviceHistory(app.db, scope, params.id, query),
    countDeviceHistory: async ({ scope, params }) => fleet.countDeviceHistory(app.db, scope, params.id),
    getPersonDevices: async ({ scope, params }) => fleet.personDevices(app.db, scope, params.id),
    getEndpointStatus: async ({ scope }) => endpointStatus(app.db, scope, app.now()),
    reassignDevice: async (request) =>
      reassignDevice(app.db, request.scope, request.params.id, request.body, (tx, action, target, details) => request.audit(action, target, details, { db: tx })),
    getPersonSaas: async ({ scope, params, query }) => fleet.personSaas(app.db, scope, params.id, query.days, app.now()),
  });
};

export default fleetRoutes;
