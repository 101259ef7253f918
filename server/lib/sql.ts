import { sql } from 'drizzle-orm';

/** A LIKE pattern that matches text literally (the user's % and _ are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * The distinct people and endpoints of usage rollup rows (alias u) as `users` and `endpoints`. It sorts every
 * row it reads per group: the inventories apply it to a page's rows only where they can (issue 14).
 */
export const DISTINCT_USERS_AND_ENDPOINTS = sql`count(distinct u.person_id)::int as users, count(distinct u.endpoint_id)::int as endpoints`;
