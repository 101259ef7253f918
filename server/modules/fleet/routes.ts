// The fleet calls under /api, registered from the contract's fleetApi (access in the definitions).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fleetApi } from '../../../src/api/contract/fleet';
import { UPLOAD_MAX_BYTES } from '../../../src/api/contract/users';
import { sendCsv } from '../../lib/csv-reply';
import { registerEndpoints } from '../../lib/endpoints';
import type { Audit } from '../web-policies/change';
import { cron } from '../../jobs/cron';
import { readCsvUpload } from '../users/routes';
import * as assets from './assets';
import { attachment, countDeviceLogs, deviceLog, listDeviceLogs } from './logs';
import { countPerfMetrics, perfDetail, perfMetrics, prunePerf } from './perf';
import { reassignDevice } from './reassign';
import { sensitiveSummary } from './sensitive';
import { createUninstallKey, notifyUninstallKey } from './uninstall-keys';
import * as fleet from './service';
import { endpointStatus } from './status';

/** the request's audit writer, inside the mutation's transaction */
const auditOf = (request: FastifyRequest): Audit => (tx, action, target, details) => request.audit(action, target, details, { db: tx });

const { uploadAssets, ...jsonCalls } = fleetApi;

/** POST /upload-assets in its own plugin, so only it takes multipart bodies (as /upload-users does). */
async function uploadRoute(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  registerEndpoints(app, { uploadAssets }, {
    uploadAssets: {
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      handler: async (request) => assets.importAssets(app.db, request.scope, await readCsvUpload(request), app.now(), auditOf(request)),
    },
  });
}

const fleetRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, jsonCalls, {
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
    getDeviceSensitiveSummary: async ({ scope, params }) => sensitiveSummary(app.db, scope, params.id),
    getPersonDevices: async ({ scope, params }) => fleet.personDevices(app.db, scope, params.id),
    getEndpointStatus: async ({ scope }) => endpointStatus(app.db, scope, app.now()),
    reassignDevice: async (request) => reassignDevice(app.db, request.scope, request.params.id, request.body, auditOf(request)),
    getDevicePerfMetricDetail: async ({ scope, params }) => perfDetail(app.db, scope, params.id, app.now()),
    listDevicePerfMetrics: async ({ scope, params, query }) => perfMetrics(app.db, scope, params.id, query.range, app.now()),
    countDevicePerfMetrics: async ({ scope, params, query }) => countPerfMetrics(app.db, scope, params.id, query.range, app.now()),
    listDeviceLogs: async ({ scope, params, query }) => listDeviceLogs(app.db, scope, params.id, query),
    countDeviceLogs: async ({ scope, params }) => countDeviceLogs(app.db, scope, params.id),
    getDeviceLog: async ({ scope, params }, reply) => {
      const { fileName, text } = await deviceLog(app.db, scope, params.id, params.file);
      return reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', attachment(fileName)).header('cache-control', 'no-store').send(text);
    },
    createUninstallKey: async (request) => createUninstallKey(app.db, request.scope, request.body, app.now(), auditOf(request)),
    notifyUninstallKey: async (request) => notifyUninstallKey(app.db, request.scope, request.body, app.now(), auditOf(request)),
    getPersonSaas: async ({ scope, params, query }) => fleet.personSaas(app.db, scope, params.id, query.days, app.now()),
    listAssets: async ({ scope, query }) => assets.listAssets(app.db, scope, query),
    countAssets: async ({ scope, query }) => assets.countAssets(app.db, scope, query),
    getAsset: async ({ scope, params }) => assets.getAsset(app.db, scope, params.id),
    addAsset: async (request) => assets.addAsset(app.db, request.scope, request.body, app.now(), auditOf(request)),
    updateAsset: async (request) => assets.updateAsset(app.db, request.scope, request.params.id, request.body, app.now(), auditOf(request)),
    assignAsset: async (request) => assets.assignAsset(app.db, request.scope, request.params.id, request.body, app.now(), auditOf(request)),
    deleteAssets: async (request) => assets.deleteAssets(app.db, request.scope, request.body.ids, auditOf(request)),
    deleteAsset: async (request) => {
      await assets.deleteAsset(app.db, request.scope, request.params.id, auditOf(request));
      return undefined;
    },
  });
  await app.register(uploadRoute);
  // performance retention (perf.ts): one server of those sharing the database runs it, every hour
  app.jobs.schedule('fleet.perf-retention', cron('41 * * * *'), async (_payload, { db, now }) => prunePerf(db, now));
};

export default fleetRoutes;
