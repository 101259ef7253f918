// A local stand-in for Vanta's and Scrut's evidence ingest (issue 27): an HTTP server on a free port that
// validates every posted page against the published JSON Schema (docs/integrations/<kind>-evidence.schema.json,
// read from disk, checked by Ajv), checks the credential, and records what it accepted and refused.
// `answer` makes it reply with another status (a receiver that fails); `authorise` decides on the credential.
// POST /token is a minimal OAuth token endpoint for the refresh grant (Vanta's tokens renewed when expired).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type EvidenceKind = 'vanta' | 'scrut';

export interface ReceivedPage {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface GrcReceiver {
  url: string;
  /** pages that were schema-valid and authorised (whatever status was answered) */
  accepted: ReceivedPage[];
  /** pages refused: not JSON, not schema-valid or not authorised, with the reasons */
  rejected: { reason: string; body: unknown }[];
  /** the status to answer to valid pages (default 200) */
  answer: number;
  /** whether a credential is accepted: the Authorization header for Vanta, X-API-Key for Scrut */
  authorise: (credential: string) => boolean;
  /** the token endpoint (refresh_token grant only) and the refresh requests it answered */
  tokenUrl: string;
  refreshes: { authorization: string | undefined; form: Record<string, string> }[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGrcReceiver(kind: EvidenceKind, authorise: (credential: string) => boolean): Promise<GrcReceiver> {
  const schema = JSON.parse(readFileSync(resolve(process.cwd(), `docs/integrations/${kind}-evidence.schema.json`), 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv2020({ allErrors: true });
  // ajv-formats is CommonJS: its function is the default export or that export's own `default`
  const withFormats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  withFormats(ajv);
  const validate = ajv.compile(schema);
  const state: Omit<GrcReceiver, 'close' | 'url' | 'tokenUrl'> = { accepted: [], rejected: [], answer: 200, authorise, refreshes: [] };

  const server = createServer((req, res) => {
    readBody(req)
      .then((text) => {
        const reply = (status: number, message: string) => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ message }));
        };
        if (req.url === '/token') {
          const form = Object.fromEntries(new URLSearchParams(text));
          state.refreshes.push({ authorization: req.headers.authorization, form });
          if (form.grant_type !== 'refresh_token' || !form.refresh_token) return reply(400, 'unsupported_grant_type');
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ access_token: `renewed-${state.refreshes.length}`, token_type: 'Bearer', expires_in: 3600 }));
          return;
        }
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          state.rejected.push({ reason: 'not JSON', body: text });
          return reply(400, 'not JSON');
        }
        const credential = kind === 'vanta' ? req.headers.authorization : req.headers['x-api-key'];
        if (typeof credential !== 'string' || !state.authorise(credential)) {
          state.rejected.push({ reason: 'unauthorised', body });
          return reply(401, 'unauthorised');
        }
        if (req.method !== 'POST' || !validate(body)) {
          state.rejected.push({ reason: req.method !== 'POST' ? `method ${req.method}` : ajv.errorsText(validate.errors), body });
          return reply(400, 'invalid evidence');
        }
        state.accepted.push({ headers: req.headers, body: body as Record<string, unknown> });
        reply(state.answer, state.answer < 300 ? 'accepted' : 'failing on purpose');
      })
      .catch(() => {
        res.statusCode = 500;
        res.end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: `${origin}/ingest/${kind}`,
    tokenUrl: `${origin}/token`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
