// DLP detection calls, registered from the contract's dlpDetectApi (src/api/contract/dlp-detect.ts).
import type { FastifyPluginAsync } from 'fastify';
import { dlpDetectApi } from '../../../src/api/contract/dlp-detect';
import { registerEndpoints } from '../../lib/endpoints';
import { dataTypes, preview } from './service';

const dlpDetectRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, dlpDetectApi, {
    previewDlp: async ({ body }) => preview(body),
    listDlpDataTypes: async () => dataTypes(),
  });
};

export default dlpDetectRoutes;
