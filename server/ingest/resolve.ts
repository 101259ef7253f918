// Checks that need the database (the app, the gateway, the person) and the clock, made before the
// transaction so that a batch with such a bad event is refused whole and stores nothing (issue 3).
import { eq } from 'drizzle-orm';
import type { AgentEvent, RejectedEvent } from '../../src/api/contract/agent';
import type { Db } from '../db/client';
import { ztpaGateways } from '../db/schema/index';
import { appLookup, normaliseDomain } from './app-index';
import { rejection } from './validate';

/** Events may arrive late (an agent offline for a while) but not from the future beyond clock skew. */
export const MAX_CLOCK_SKEW_MS = 10 * 60_000;
export const MAX_EVENT_AGE_DAYS = 400;

export interface IngestItem {
  /** the event's position in the request or bulk list, for the rejection list */
  index: number;
  endpointId: string;
  event: AgentEvent;
}

export interface Resolved {
  index: number;
  endpointId: string;
  event: AgentEvent;
  at: Date;
  /** the event's user, or null for the endpoint's owner */
  email: string | null;
  ownerPersonId: string | null;
  appId: string | null;
  /** the website domain, normalised, for usage of a site that is no app and for website alerts */
  domain: string | null;
  gatewayId: string | null;
}

export async function resolveItems(
  db: Db,
  accountId: string,
  items: readonly IngestItem[],
  owners: ReadonlyMap<string, string | null>,
  now: Date,
): Promise<{ resolved: Resolved[]; rejected: RejectedEvent[] }> {
  const names = new Set<string>();
  let hasZtpa = false;
  for (const { event } of items) {
    if ((event.kind === 'usage' || event.kind === 'saas_alert') && event.app !== undefined) names.add(event.app);
    if (event.kind === 'ztpa_activity') hasZtpa = true;
  }
  const apps = await appLookup(db, accountId, names);
  const gateways = hasZtpa
    ? new Map(
        (await db.select({ id: ztpaGateways.id, name: ztpaGateways.name }).from(ztpaGateways).where(eq(ztpaGateways.accountId, accountId))).map((g) => [
          g.name.toLowerCase(),
          g.id,
        ]),
      )
    : new Map<string, string>();

  const latest = now.getTime() + MAX_CLOCK_SKEW_MS;
  const earliest = now.getTime() - MAX_EVENT_AGE_DAYS * 86_400_000;
  const resolved: Resolved[] = [];
  const rejected: RejectedEvent[] = [];
  // One function for the loop, not a closure per event (a batch has hundreds).
  const refuse = (index: number, event: AgentEvent, path: string, message: string) => rejected.push(rejection(index, event, path, message));
  for (const { index, endpointId, event } of items) {
    const at = new Date(event.at);
    if (at.getTime() > latest) { refuse(index, event, 'at', 'The event time is in the future.'); continue; }
    if (at.getTime() < earliest) { refuse(index, event, 'at', `The event is older than ${MAX_EVENT_AGE_DAYS} days.`); continue; }
    if (!owners.has(endpointId)) { refuse(index, event, 'endpoint', 'Unknown endpoint.'); continue; }
    const ownerPersonId = owners.get(endpointId) ?? null;
    if (event.user === undefined && ownerPersonId === null) { refuse(index, event, 'user', 'Name the user: the endpoint has no owner.'); continue; }
    const item: Resolved = { index, endpointId, event, at, email: event.user ?? null, ownerPersonId, appId: null, domain: null, gatewayId: null };
    if (event.kind === 'usage' || event.kind === 'saas_alert') {
      if (event.app !== undefined) {
        item.appId = apps.byName(event.app) ?? null;
        if (!item.appId) { refuse(index, event, 'app', `Unknown app '${event.app}'.`); continue; }
      } else if (event.domain !== undefined) {
        item.appId = apps.byDomain(event.domain) ?? null;
        // A usage domain that is no app is a website visit; an app alert needs an app.
        if (!item.appId && event.kind === 'saas_alert') { refuse(index, event, 'domain', `No app is known for '${event.domain}'.`); continue; }
        if (!item.appId) item.domain = normaliseDomain(event.domain);
      }
    } else if (event.kind === 'website_alert') {
      item.domain = normaliseDomain(event.domain);
    } else if (event.kind === 'ztpa_activity') {
      item.gatewayId = gateways.get(event.gateway.toLowerCase()) ?? null;
      if (!item.gatewayId) { refuse(index, event, 'gateway', `Unknown gateway '${event.gateway}'.`); continue; }
    }
    resolved.push(item);
  }
  return { resolved, rejected };
}
