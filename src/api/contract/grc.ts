// GRC integrations (issue 27; spec part 1 §2 Integrations GRC, part 2 §2.6 /vanta, /vanta/oauth/callback,
// /scrut): the company's compliance evidence (endpoint compliance per control) exported to Vanta (OAuth 2.0
// authorisation code with PKCE) and Scrut (API key), daily by the job queue or on "Send now". The evidence
// shapes are published as JSON Schema (docs/integrations/*.schema.json, written from the zod schemas below).
import { z } from 'zod';
import { canChangeGrcIntegrations, canSeeGrcIntegrations } from './access';
import { endpoint } from './endpoint';

export const GRC_KINDS = ['vanta', 'scrut'] as const;
export type GrcKind = (typeof GRC_KINDS)[number];

/** Vanta's public OAuth endpoints and scope: the form's defaults. */
export const VANTA_DEFAULTS = {
  authorize_url: 'https://app.vanta.com/oauth/authorize',
  token_url: 'https://api.vanta.com/oauth/token',
  scope: 'connectors.self:write-resource connectors.self:read-resource',
} as const;

/** records per posted page */
export const GRC_PAGE_SIZE = 100;
/** the daily export, in UTC */
export const GRC_SCHEDULE = '23 2 * * *';

// ---- evidence shapes (published) -------------------------------------------------------------------

const isoTime = z.string().datetime({ offset: true });

export const vantaResource = z.object({
  uniqueId: z.string().min(1).describe('endpoint id and control id, joined by a colon'),
  displayName: z.string(),
  deviceId: z.string().uuid(),
  hostname: z.string(),
  controlId: z.string().min(1),
  framework: z.string().min(1),
  status: z.enum(['PASS', 'FAIL']),
  lastEvaluatedAt: isoTime,
  person: z.object({ name: z.string(), email: z.string() }).strict().nullable(),
  os: z.object({ family: z.string(), name: z.string(), version: z.string() }).strict(),
  details: z.string().nullable(),
}).strict();

export const vantaEvidencePage = z.object({
  resourceId: z.literal('palisade-endpoint-compliance'),
  generatedAt: isoTime,
  page: z.object({ number: z.number().int().min(1), count: z.number().int().min(1), size: z.number().int().min(1) }).strict(),
  resources: z.array(vantaResource),
}).strict();
export type VantaEvidencePage = z.infer<typeof vantaEvidencePage>;

export const scrutRecord = z.object({
  device_id: z.string().uuid(),
  hostname: z.string(),
  control_id: z.string().min(1),
  framework: z.string().min(1),
  result: z.enum(['compliant', 'non_compliant']),
  evaluated_at: isoTime,
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  os_family: z.string(),
  os_name: z.string(),
  os_version: z.string(),
  details: z.string().nullable(),
}).strict();

export const scrutEvidencePage = z.object({
  source: z.literal('palisade'),
  evidence_type: z.literal('endpoint_compliance'),
  collected_at: isoTime,
  batch: z.object({ index: z.number().int().min(0), count: z.number().int().min(1) }).strict(),
  records: z.array(scrutRecord),
}).strict();
export type ScrutEvidencePage = z.infer<typeof scrutEvidencePage>;

export const EVIDENCE_SCHEMAS = { vanta: vantaEvidencePage, scrut: scrutEvidencePage } as const;

// ---- console calls ---------------------------------------------------------------------------------

const httpUrl = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .max(2000, 'Use at most 2000 characters.')
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `Enter the ${label} as an http or https URL.`);

export const vantaConfigBody = z.object({
  authorize_url: httpUrl('authorisation URL'),
  token_url: httpUrl('token URL'),
  client_id: z.string({ error: 'Enter the client id.' }).trim().min(1, 'Enter the client id.').max(500, 'Use at most 500 characters.'),
  /** left out (or empty) to keep the stored secret */
  client_secret: z.string().max(2000, 'Use at most 2000 characters.').optional(),
  scope: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  ingest_url: httpUrl('evidence URL'),
}).strict();
export type VantaConfigBody = z.infer<typeof vantaConfigBody>;

export const scrutConfigBody = z.object({
  ingest_url: httpUrl('endpoint URL'),
  /** left out (or empty) to keep the stored key */
  api_key: z.string().max(2000, 'Use at most 2000 characters.').optional(),
}).strict();
export type ScrutConfigBody = z.infer<typeof scrutConfigBody>;

const frameworkCount = z.object({ framework: z.string(), records: z.number().int().min(0) });

export const grcStatus = z.object({
  kind: z.enum(GRC_KINDS),
  config: z
    .object({
      ingest_url: z.string(),
      authorize_url: z.string().nullable(),
      token_url: z.string().nullable(),
      client_id: z.string().nullable(),
      scope: z.string().nullable(),
      /** Vanta: a client secret is stored; Scrut: an API key is stored */
      has_secret: z.boolean(),
    })
    .nullable(),
  connected: z.boolean(),
  connected_at: z.string().nullable(),
  token_expires_at: z.string().nullable(),
  /** Vanta: the redirect URI to register with the authorisation server */
  redirect_uri: z.string().nullable(),
  schedule: z.object({ spec: z.string(), next_run_at: z.string().nullable() }),
  /** what an export would send now: the company's endpoint compliance rows, per framework */
  available: z.object({ records: z.number().int().min(0), frameworks: z.array(frameworkCount) }),
  /** the newest successful run's figures */
  last_sent_at: z.string().nullable(),
  last_sent: z.array(frameworkCount),
});
export type GrcStatus = z.infer<typeof grcStatus>;

export const grcRun = z.object({
  id: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  records_sent: z.number().int().min(0),
  records_total: z.number().int().min(0),
  pages_sent: z.number().int().min(0),
  http_status: z.number().int().nullable(),
  error: z.string().nullable(),
  frameworks: z.array(frameworkCount),
});
export type GrcRun = z.infer<typeof grcRun>;

export const oauthStartResponse = z.object({ authorize_url: z.string() });
export const oauthFinishBody = z.object({
  code: z.string().min(1, 'The authorisation server sent no code.').max(4000),
  state: z.string().min(1, 'The authorisation server sent no state.').max(200),
}).strict();

const runsResponse = z.array(grcRun);

function common<K extends GrcKind>(kind: K) {
  const base = `/grc/${kind}` as const;
  const name = kind === 'vanta' ? 'Vanta' : 'Scrut';
  return {
    status: endpoint({ method: 'GET', path: base, access: canSeeGrcIntegrations, tag: 'grc', description: `The ${name} integration: settings (secrets never shown), connection, schedule and what was sent.`, response: grcStatus }),
    disconnect: endpoint({ method: 'DELETE', path: base, access: canChangeGrcIntegrations, tag: 'grc', description: `Forgets the ${name} settings and credentials (the run history stays). Audited.`, response: grcStatus, errors: [404] }),
    send: endpoint({ method: 'POST', path: `${base}/send`, access: canChangeGrcIntegrations, tag: 'grc', description: `Sends the compliance evidence to ${name} now, in pages; answers the run as recorded.`, response: grcRun, errors: [409] }),
    runs: endpoint({ method: 'GET', path: `${base}/runs`, access: canSeeGrcIntegrations, tag: 'grc', description: `The last 50 ${name} export runs, newest first.`, response: runsResponse }),
  };
}

const vanta = common('vanta');
const scrut = common('scrut');

export const grcApi = {
  vantaStatus: vanta.status,
  vantaSaveConfig: endpoint({ method: 'PUT', path: '/grc/vanta/config', access: canChangeGrcIntegrations, tag: 'grc', description: 'Saves the OAuth client and the evidence URL (the secret sealed at rest). Audited.', body: vantaConfigBody, response: grcStatus }),
  vantaOauthStart: endpoint({ method: 'POST', path: '/grc/vanta/oauth/start', access: canChangeGrcIntegrations, tag: 'grc', description: 'Starts the authorisation: answers the URL to open (state bound to this session, single use, 10 minutes; PKCE S256).', response: oauthStartResponse, errors: [409] }),
  vantaOauthFinish: endpoint({ method: 'POST', path: '/grc/vanta/oauth/finish', access: canChangeGrcIntegrations, tag: 'grc', description: 'Finishes the authorisation from /vanta/oauth/callback: checks the state, exchanges the code, seals the tokens. Audited.', body: oauthFinishBody, response: grcStatus, errors: [409, 502] }),
  vantaDisconnect: vanta.disconnect,
  vantaSend: vanta.send,
  vantaRuns: vanta.runs,
  scrutStatus: scrut.status,
  scrutSaveConfig: endpoint({ method: 'PUT', path: '/grc/scrut/config', access: canChangeGrcIntegrations, tag: 'grc', description: 'Saves the endpoint URL and the API key (sealed at rest). Audited.', body: scrutConfigBody, response: grcStatus }),
  scrutDisconnect: scrut.disconnect,
  scrutSend: scrut.send,
  scrutRuns: scrut.runs,
};
