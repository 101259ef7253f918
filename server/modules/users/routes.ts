// The people and groups calls (spec part 1 §7 "Users"), registered from the contract's usersApi: paths,
// schemas and access live in src/api/contract/users.ts, the work in the services beside this file.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, usersApi } from '../../../src/api/contract/users';
import { registerEndpoints } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import * as groupsService from './groups-service';
import { importPeople } from './people-import';
import * as peopleService from './people-service';
import { countPeople, listPeople } from './service';

const auditAs =
  (request: FastifyRequest, action: string): peopleService.Audit =>
  (tx, target, details) =>
    request.audit(action, target, details, { db: tx });

const { uploadUsers, ...jsonCalls } = usersApi;

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream']);
const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const badUpload = (message: string) => new HttpError(400, 'BAD_UPLOAD', message, {}, [{ path: 'file', message }]);
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${MB} MB; split it and upload the parts one by one.`);

/** The one file of a multipart upload, checked for type and size, as text. */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw badUpload('Send the CSV file as multipart/form-data in a field named "file".');
  let file;
  try {
    file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badUpload('The upload could not be read as multipart/form-data.');
  }
  if (!file) throw badUpload('The upload has no file: send the CSV in a field named "file".');
  const named = file.filename.toLowerCase();
  if (!CSV_TYPES.has(file.mimetype.split(';')[0]!.trim().toLowerCase()) || (named && !named.endsWith('.csv'))) {
    file.file.resume();
    throw badUpload(`Only CSV files (.csv, text/csv) can be uploaded; this one is ${file.mimetype || 'of unknown type'}${file.filename ? ` (${file.filename})` : ''}.`);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badUpload('The upload could not be read.');
  }
  if (file.file.truncated) throw tooLarge();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000')) throw badUpload('The file is not a text CSV file (it holds binary data).');
  return text;
}

/** The upload route sits in its own plugin, so only it takes multipart bodies. */
async function uploadRoute(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  registerEndpoints(app, { uploadUsers }, {
    uploadUsers: {
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      handler: async (request) => {
        const text = await readCsvUpload(request);
        return importPeople(app.db, request.scope.accountId, text, app.now(), auditAs(request, 'person.import'));
      },
    },
  });
}

const usersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, jsonCalls, {
    countUsers: async (request) => countPeople(app.db, request.scope, request.query),
    listUsers: async (request) => listPeople(app.db, request.scope, request.query),
    getUser: async ({ scope, params }) => peopleService.getPerson(app.db, scope, params.email),
    addUser: async (request) => peopleService.addPerson(app.db, request.scope, request.body, app.now(), auditAs(request, 'person.add')),
    updateUser: async (request) => peopleService.updatePerson(app.db, request.scope, request.params.id, request.body, auditAs(request, 'person.update')),
    deleteUser: async (request) => {
      await peopleService.deletePerson(app.db, request.scope, request.params.id, auditAs(request, 'person.delete'));
      return undefined;
    },

    listGroups: async ({ scope, query }) => groupsService.listGroups(app.db, scope, query),
    countGroups: async ({ scope, query }) => groupsService.countGroups(app.db, scope, query),
    listGroupOptions: async ({ scope }) => groupsService.listGroupOptions(app.db, scope),
    getGroup: async ({ scope, params }) => groupsService.getGroup(app.db, scope, params.name),
    addGroup: async (request) => groupsService.addGroup(app.db, request.scope, request.body, app.now(), auditAs(request, 'group.add')),
    updateGroup: async (request) => groupsService.updateGroup(app.db, request.scope, request.params.id, request.body, auditAs(request, 'group.update')),
    deleteGroup: async (request) => {
      await groupsService.deleteGroup(app.db, request.scope, request.params.id, auditAs(request, 'group.delete'));
      return undefined;
    },
  });
  await app.register(uploadRoute);
};

export default usersRoutes;
