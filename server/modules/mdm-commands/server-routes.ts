// PUT /mdm/server (Apple's MDM command protocol), outside /api: a Mac polls with a property list and receives
// the next command as a property list or an empty body. The Mac is recognised the way mdm-enrol's check-in
// recognises it (device-auth.ts); command-server.ts does the work.
import type { FastifyPluginAsync } from 'fastify';
import * as plist from 'plist';
import { HttpError } from '../../lib/http-error';
import { handlePoll, type PlistDict } from './command-server';
import { authenticateMdmDevice } from './device-auth';

const MDM_BODY_LIMIT = 2 * 1024 * 1024;
const PLIST_TYPES = ['application/x-apple-aspen-mdm', 'application/xml', 'text/xml', 'application/x-plist'];
const bad = (message: string) => new HttpError(400, 'VALIDATION', message, {}, [{ path: 'body', message }]);

function parsePlist(text: string): PlistDict {
  let parsed: unknown;
  try {
    parsed = plist.parse(text);
  } catch (error) {
    throw bad(`The body is not a property list: ${(error as Error).message.slice(0, 200)}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || parsed instanceof Date || Buffer.isBuffer(parsed)) throw bad('The body must be a property list dictionary.');
  return parsed as PlistDict;
}

const mdmServerRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(PLIST_TYPES, { parseAs: 'string', bodyLimit: MDM_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, parsePlist(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.put('/mdm/server', { schema: { hide: true } }, async (request, reply) => {
    const message = request.body as PlistDict | undefined;
    if (!message || typeof message !== 'object') throw bad('Send the poll as a property list (Content-Type application/x-apple-aspen-mdm).');
    const device = await authenticateMdmDevice(app.db, request, message);
    const next = await handlePoll(app.db, device, message, app.now());
    reply.header('cache-control', 'no-store');
    if (!next) return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send('');
    return reply.code(200).header('content-type', 'application/xml; charset=utf-8').send(plist.build(next as Parameters<typeof plist.build>[0]));
  });
};

export default mdmServerRoutes;
