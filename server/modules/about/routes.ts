// About (issue 27), registered from the contract's aboutApi.
import type { FastifyPluginAsync } from 'fastify';
import { aboutApi } from '../../../src/api/contract/settings-api';
import { registerEndpoints } from '../../lib/endpoints';
import { about } from './service';

const aboutRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, aboutApi, {
    getAbout: async ({ scope }) => about(app.db, app.dbKind, scope),
  });
};

export default aboutRoutes;
