// POST /feedback-websites/{id}: an admin suggests categories for a website (stored in website_feedback).
import { sql } from 'drizzle-orm';
import type { WebsiteFeedbackBody, WebsiteFeedbackRow } from '../../../src/api/contract/websites';
import type { Db } from '../../db/client';
import { websiteFeedback } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { Scope } from '../../plugins/scope';
import { rowsOf } from './sql';

/** Canonical names of the given categories; 400 listing every unknown one. */
async function knownCategories(db: Db, names: readonly string[], path: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select name from website_categories`));
  const byLower = new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
  const issues = names.flatMap((n, i) => (byLower.has(n.toLowerCase()) ? [] : [{ path: `${path}.${i}`, message: `Unknown website category: ${n}` }]));
  if (issues.length > 0) throw new HttpError(400, 'VALIDATION', issues[0].message, {}, issues);
  return [...new Set(names.map((n) => byLower.get(n.toLowerCase())!))];
}

export async function saveFeedback(
  db: Db,
  scope: Scope,
  domain: string,
  body: WebsiteFeedbackBody,
  now: Date,
  audit: (tx: Db, details: Record<string, unknown>) => Promise<void>,
): Promise<WebsiteFeedbackRow> {
  const categories = await knownCategories(db, body.categories, 'categories');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(websiteFeedback)
      .values({ accountId: scope.accountId, domain, suggestedCategories: categories, comment: body.comment || null, createdBy: scope.memberId, createdAt: now })
      .returning();
    await audit(tx, { domain, categories, comment: row.comment });
    return { id: row.id, domain: row.domain, categories: row.suggestedCategories, comment: row.comment, created_at: row.createdAt.toISOString() };
  });
}
