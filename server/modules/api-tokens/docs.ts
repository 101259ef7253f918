// Issue 27, /api-setting: Swagger UI over the real OpenAPI document, served at /api-docs (outside /api, whose
// every route is a contract call). Static files only: the page fetches /api-docs/json (the same document as
// /api/openapi.json) and calls /api with the token an admin pastes into Authorize. The console's CSP already
// allows it (scripts and styles from our origin); the console links to it in a new tab because
// frame-ancestors 'none' forbids framing, and the validator badge is off so nothing loads from elsewhere.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

export const API_DOCS_PATH = '/api-docs';

const apiDocs: FastifyPluginAsync = async (app) => {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { validatorUrl: null, persistAuthorization: false, tryItOutEnabled: true, displayRequestDuration: true },
    theme: { title: 'Palisade API' },
  });
};

export default apiDocs;
