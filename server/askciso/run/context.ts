// What every runner gets, and the pieces of an answer they share.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { formatInTimeZone } from './zone-format';
import type { Answer, AnswerLink } from '../../../src/api/contract/askciso';
import { linkTo, type LinkFilters, type LinkParams } from '../../../src/lib/links';
import type { RouteId } from '../../../src/app/routes/table';
import type { Db } from '../../db/client';
import { people } from '../../db/schema/people';
import type { Scope } from '../../plugins/scope';
import type { ResolvedRange } from '../dates';
import type { QueryPlan } from '../plan';

export interface RunContext {
  db: Db;
  scope: Scope;
  plan: QueryPlan;
  now: Date;
  zone: string;
  /**
   * Streams the answer's first sentence (the figure) while the rest is still being computed, and
   * returns it: the runner's answer text must start with exactly this sentence (issue 14 item 6).
   */
  say: (headline: string) => string;
}

/** The range as the destination screen's picker reads it (a preset id, or custom bounds). */
export function rangeFilters(range: ResolvedRange): LinkFilters {
  return range.preset ? { range: range.preset } : { range: -1, s: range.s, e: range.e };
}

export function link(label: string, routeId: RouteId, params: LinkParams | undefined, filters: LinkFilters): AnswerLink {
  return { label, href: linkTo(routeId, params, filters), route_id: routeId };
}

/** A person column limited to the people the asker's role may see (group admins: their groups). */
export function visiblePerson(scope: Scope, column: SQL | string): SQL {
  const col = typeof column === 'string' ? sql.raw(column) : column;
  return scope.groupIds === null ? sql`true` : sql`${col} in (select ${people.id} from ${people} where ${scope.people()})`;
}

export function rangeText(range: ResolvedRange): string {
  return range.label;
}

export function baseAnswer(intent: string, now: Date): Answer {
  return {
    intent,
    text: '',
    figure: null,
    row_count: null,
    as_of: now.toISOString(),
    links: [],
    table: null,
    chart: null,
    confirm: null,
    suggestions: [],
    help_topics: [],
  };
}

export function asOfLine(now: Date, zone: string, rows: number | null): string {
  const when = formatInTimeZone(now, zone);
  return rows === null ? `_As of ${when}._` : `_As of ${when}; ${rows.toLocaleString('en-US')} row${rows === 1 ? '' : 's'} behind this answer._`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
