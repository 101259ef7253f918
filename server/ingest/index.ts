/**
 * The ingest service (issue 3): how telemetry gets into the database. Pure service over the db (no
 * Fastify); the agent API (server/modules/agent) and the demo seed both go through it.
 *
 * Per batch (POST /agent/v1/telemetry):
 *   const result = await ingestBatch(db, { accountId, endpointId, ownerPersonId, events: body.events, now });
 *   if (!result.ok) → 400 listing result.rejected ({ index, id, issues }); nothing was stored
 *   else → { accepted, duplicates }
 *
 * In bulk (the demo seed, in-process, same code path with bigger transactions):
 *   await upsertCatalogApps(db, CATALOG_APPS);      // [{ name, domains, categories, genAi, icon }] keyed by name
 *   await upsertWebsiteCategories(db, [{ name }]);  await upsertWebsites(db, [{ domain, name, categories }]);
 *   const { secret } = await setEnrolmentSecret(db, accountId, 'acme-demo-enrolment-secret');
 *   const { endpointId } = await registerEndpoint(db, accountId, enrolFields, { at: firstSeen, lastSeen });
 *   const { accepted } = await ingestBulk(db, { accountId, items: [{ endpointId, event }], now });
 * Events are the contract's AgentEvent (src/api/contract/agent.ts): a uuid `id`, an ISO `at`, an optional
 * `user` e-mail (else the endpoint's owner), apps by catalog/custom name or domain, websites by domain,
 * ZTPA gateways by name (the gateway row must exist). ingestBulk throws IngestRejectedError when any
 * event is bad, before storing anything.
 */
import type { RejectedEvent } from '../../src/api/contract/agent';
import type { Db } from '../db/client';
import { endpointOwners } from './endpoints';
import { firstOfEachId, writeResolved, type Counts } from './ingest';
import { resolveItems, type IngestItem } from './resolve';
import { validateEvents } from './validate';

export { forgetApps, normaliseDomain } from './app-index';
export { upsertCatalogApps, upsertWebsiteCategories, upsertWebsites, type CatalogAppInput, type WebsiteInput } from './catalog';
export {
  deviceTokenAccount,
  hashSecret,
  newDeviceToken,
  recordHeartbeat,
  registerEndpoint,
  setEnrolmentSecret,
  type EndpointFields,
} from './endpoints';
export { ROLLUPS } from './rollups';
export { flatIssues, validateEvents } from './validate';
export type { Counts, IngestItem };

export type BatchResult = ({ ok: true } & Counts) | { ok: false; rejected: RejectedEvent[] };

export interface BatchInput {
  accountId: string;
  endpointId: string;
  /** events without a user belong to this person (the endpoint's owner) */
  ownerPersonId: string | null;
  /** the raw events of the request: each is validated here */
  events: readonly unknown[];
  now: Date;
}

/** One agent batch: every event checked, then all stored in one transaction, or none and the list of bad ones. */
export async function ingestBatch(db: Db, input: BatchInput): Promise<BatchResult> {
  const { events, rejected } = validateEvents(input.events);
  const items = firstOfEachId(events.map(({ index, event }) => ({ index, endpointId: input.endpointId, event })));
  const owners = new Map([[input.endpointId, input.ownerPersonId]]);
  const resolved = await resolveItems(db, input.accountId, items, owners, input.now);
  const bad = [...rejected, ...resolved.rejected].sort((a, b) => a.index - b.index);
  if (bad.length > 0) return { ok: false, rejected: bad };
  const counts = await writeResolved(db, input.accountId, resolved.resolved, { touchEndpoints: false });
  return { ok: true, accepted: counts.accepted, duplicates: counts.duplicates + (events.length - items.length) };
}

export class IngestRejectedError extends Error {
  constructor(readonly rejected: RejectedEvent[]) {
    super(`${rejected.length} bad event(s); first: #${rejected[0]?.index} ${JSON.stringify(rejected[0]?.issues)}`);
    this.name = 'IngestRejectedError';
  }
}

export interface BulkInput {
  accountId: string;
  items: readonly { endpointId: string; event: unknown }[];
  now?: Date;
  /** events per transaction; default 5,000 */
  chunkSize?: number;
  /** raise endpoints' last_seen to their newest event (default true) */
  touchEndpoints?: boolean;
}

/** The seed's entry point: everything validated and resolved first, then written in chunked transactions. */
export async function ingestBulk(db: Db, input: BulkInput): Promise<Counts> {
  const now = input.now ?? new Date();
  const { events, rejected } = validateEvents(input.items.map((i) => i.event));
  if (rejected.length > 0) throw new IngestRejectedError(rejected);
  const items = firstOfEachId(events.map(({ index, event }) => ({ index, endpointId: input.items[index].endpointId, event })));
  const owners = await endpointOwners(db, input.accountId, new Set(items.map((i) => i.endpointId)));
  const resolved = await resolveItems(db, input.accountId, items, owners, now);
  if (resolved.rejected.length > 0) throw new IngestRejectedError(resolved.rejected);
  const size = input.chunkSize ?? 5000;
  const total: Counts = { accepted: 0, duplicates: events.length - items.length };
  for (let i = 0; i < resolved.resolved.length; i += size) {
    const counts = await writeResolved(db, input.accountId, resolved.resolved.slice(i, i + size), { touchEndpoints: input.touchEndpoints ?? true });
    total.accepted += counts.accepted;
    total.duplicates += counts.duplicates;
  }
  return total;
}
