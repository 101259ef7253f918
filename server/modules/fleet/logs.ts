// The endpoint details' Logs tab (issue 18): log files the agent uploads (POST /agent/v1/logs), kept in
// endpoint_log_files (gzip at rest; see the table's comment for why not files under DATA_DIR), listed and
// downloaded by the console. Each endpoint keeps its newest KEEP_LOGS_PER_ENDPOINT files.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LOG_TEXT_BYTES } from '../../../src/api/contract/agent';
import type { LogFileRow } from '../../../src/api/contract/fleet';
import type { Db } from '../../db/client';
import { endpointLogFiles } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import { iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { oneDevice } from './service';

export const KEEP_LOGS_PER_ENDPOINT = 20;

const badLog = (message: string) => new HttpError(400, 'BAD_UPLOAD', message, {}, [{ path: 'body', message }]);
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', `A log may hold at most ${MAX_LOG_TEXT_BYTES / (1024 * 1024)} MB of text.`);

/**
 * The text of an upload: gzip is inflated (never past MAX_LOG_TEXT_BYTES, so a small bomb cannot fill
 * memory), and the result must be UTF-8 text without NUL bytes.
 */
export function logText(body: Buffer, gzipped: boolean): Buffer {
  let text = body;
  if (gzipped) {
    try {
      text = gunzipSync(body, { maxOutputLength: MAX_LOG_TEXT_BYTES });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw badLog('The body is not valid gzip.');
    }
  }
  if (text.length > MAX_LOG_TEXT_BYTES) throw tooLarge();
  if (text.length === 0) throw badLog('The log is empty.');
  if (text.includes(0)) throw badLog('A log must be text: the body holds NUL bytes.');
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    throw badLog('A log must be UTF-8 text.');
  }
  return text;
}

export interface LogInput {
  accountId: string;
  endpointId: string;
  name: string;
  text: Buffer;
  at: Date;
}

/** The stored form of a log: its text gzip-compressed, with its size and sha-256. */
export function logRow(input: LogInput): typeof endpointLogFiles.$inferInsert {
  return {
    accountId: input.accountId,
    endpointId: input.endpointId,
    name: input.name,
    sizeBytes: input.text.length,
    sha256: createHash('sha256').update(input.text).digest('hex'),
    content: gzipSync(input.text),
    uploadedAt: input.at,
  };
}

/** Stores one log of an endpoint and drops its files beyond the newest KEEP_LOGS_PER_ENDPOINT, in one transaction. */
export async function storeLog(db: Db, input: LogInput): Promise<LogFileRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(endpointLogFiles).values(logRow(input)).returning({ id: endpointLogFiles.id });
    await tx.execute(sql`
      delete from endpoint_log_files where account_id = ${input.accountId}::uuid and endpoint_id = ${input.endpointId}::uuid
        and id not in (select id from endpoint_log_files where account_id = ${input.accountId}::uuid and endpoint_id = ${input.endpointId}::uuid
          order by uploaded_at desc, id desc limit ${KEEP_LOGS_PER_ENDPOINT})`);
    return { id: row!.id, name: input.name, size_bytes: input.text.length, uploaded_at: input.at.toISOString() };
  });
}

const ofDevice = (scope: Scope, id: string) => and(eq(endpointLogFiles.accountId, scope.accountId), eq(endpointLogFiles.endpointId, id));

export async function countDeviceLogs(db: Db, scope: Scope, id: string): Promise<number> {
  await oneDevice(db, scope, id);
  const [row] = await db.select({ n: count() }).from(endpointLogFiles).where(ofDevice(scope, id));
  return Number(row?.n ?? 0);
}

export async function listDeviceLogs(db: Db, scope: Scope, id: string, page: { page: number; size: number }): Promise<LogFileRow[]> {
  await oneDevice(db, scope, id);
  const found = await db
    .select({ id: endpointLogFiles.id, name: endpointLogFiles.name, size: endpointLogFiles.sizeBytes, at: endpointLogFiles.uploadedAt })
    .from(endpointLogFiles)
    .where(ofDevice(scope, id))
    .orderBy(desc(endpointLogFiles.uploadedAt), desc(endpointLogFiles.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return found.map((f) => ({ id: f.id, name: f.name, size_bytes: f.size, uploaded_at: iso(f.at)! }));
}

/** One file's text and the name to save it under: `<hostname>-<name>` (the name the agent gave). */
export async function deviceLog(db: Db, scope: Scope, id: string, file: string): Promise<{ fileName: string; text: Buffer }> {
  const device = await oneDevice(db, scope, id);
  const [found] = await db
    .select({ name: endpointLogFiles.name, content: endpointLogFiles.content })
    .from(endpointLogFiles)
    .where(and(ofDevice(scope, id), inArray(endpointLogFiles.id, [file])));
  if (!found) throw notFound('No such log file.');
  return { fileName: `${device.endpoint.hostname}-${found.name}`, text: gunzipSync(Buffer.from(found.content)) };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
