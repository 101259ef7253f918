// The Inventory › DLP calls (issue 21), registered from the contract's dlpApi: paths, schemas and access in
// src/api/contract/dlp.ts, the queries in service.ts; CSV files through server/lib/csv-reply.ts.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DLP_FILES, dlpApi, type CopyPasteRow, type SensitiveFileRow, type SourceCodeRow } from '../../../src/api/contract/dlp';
import { registerEndpoints } from '../../lib/endpoints';
import { sendCsv, type CsvRow } from '../../lib/csv-reply';
import * as service from './service';

export const FILE_CSV_HEADER = ['Endpoint', 'User', 'Email', 'Path', 'Data Type', 'Matches', 'First Seen', 'Last Seen', 'Removed'] as const;
export const ACTIVITY_CSV_HEADER = ['Time', 'Endpoint', 'User', 'Email', 'Source', 'Destination', 'Data Type', 'Matches', 'Action'] as const;
export const CODE_CSV_HEADER = ['Time', 'Endpoint', 'User', 'Email', 'Repository', 'Path', 'Line', 'Rule', 'Severity', 'Destination'] as const;

async function* fileRows(rows: AsyncIterable<SensitiveFileRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) yield [r.endpoint.hostname, r.person?.name ?? '', r.person?.email ?? '', r.path, r.data_type, r.match_count, r.first_seen, r.last_seen, r.removed_at ?? ''];
}
async function* activityRows(rows: AsyncIterable<CopyPasteRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) yield [r.time, r.endpoint.hostname, r.person.name, r.person.email, r.source, r.destination, r.data_type, r.match_count, r.action];
}
async function* codeRows(rows: AsyncIterable<SourceCodeRow>): AsyncGenerator<CsvRow> {
  for await (const r of rows) yield [r.time, r.endpoint.hostname, r.person.name, r.person.email, r.repository, r.path, r.line ?? '', r.rule, r.severity, r.destination ?? ''];
}

const dlpRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.now();
  const csv = (reply: FastifyReply, name: string, header: readonly string[], rows: AsyncIterable<CsvRow>) => sendCsv(reply, name, header, rows);
  registerEndpoints(app, dlpApi, {
    listSensitiveFiles: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? csv(reply, DLP_FILES.files, FILE_CSV_HEADER, fileRows(service.streamFiles(app.db, scope, query, now())))
        : service.listFiles(app.db, scope, query, now()),
    countSensitiveFiles: async ({ scope, query }) => service.countFiles(app.db, scope, query, now()),
    getSensitiveFile: async ({ scope, params }) => service.fileDetail(app.db, scope, params.id),
    listDlpEndpoints: async ({ scope, query }) => service.listEndpoints(app.db, scope, query, now()),
    countDlpEndpoints: async ({ scope, query }) => service.countEndpoints(app.db, scope, query, now()),
    listDlpPeople: async ({ scope, query }) => service.listPeople(app.db, scope, query, now()),
    countDlpPeople: async ({ scope, query }) => service.countPeople(app.db, scope, query, now()),
    listDataDictionary: async ({ scope }) => service.dataDictionary(app.db, scope, now()),
    getDataType: async ({ scope, params, query }) => service.dataType(app.db, scope, params.name, query, now()),
    listCopyPaste: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? csv(reply, DLP_FILES.activity, ACTIVITY_CSV_HEADER, activityRows(service.streamPastes(app.db, scope, query, now())))
        : service.listPastes(app.db, scope, query, now()),
    countCopyPaste: async ({ scope, query }) => service.countPastes(app.db, scope, query, now()),
    getCopyPasteReport: async ({ scope, params }) => service.pasteReport(app.db, scope, params.id),
    copyPasteActions: async ({ scope, query }) => service.pasteActions(app.db, scope, query, now()),
    listSourceCode: async ({ scope, query }, reply) =>
      query.format === 'csv'
        ? csv(reply, DLP_FILES.sourceCode, CODE_CSV_HEADER, codeRows(service.streamCode(app.db, scope, query, now())))
        : service.listCode(app.db, scope, query, now()),
    countSourceCode: async ({ scope, query }) => service.countCode(app.db, scope, query, now()),
  });
};

export default dlpRoutes;
