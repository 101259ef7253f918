// Custom apps and their images (spec part 1 §5, part 2 §3: name, URL, category, exceptions, Is Public flag).
import { and, eq, sql } from 'drizzle-orm';
import { APP_EXISTS_MESSAGE, parseImageDataUrl, type CustomApp, type CustomAppBody, type CustomAppsQuery } from '../../../src/api/contract/saas';
import type { Db } from '../../db/client';
import { accountAppSettings, customApps } from '../../db/schema/catalog';
import { saasImages } from '../../db/schema/policies';
import { conflict, notFound } from '../../lib/http-error';
import { bumpPolicyVersion } from '../../lib/policy-version';
import { containsPattern, iso } from '../../lib/sql';
import type { Scope } from '../../plugins/scope';
import { nameTaken } from './apps';
import type { Audit } from './audit';
import { writeSetting } from './classify-service';
import { effectiveAccess } from './access';

/** The host the agents match for a custom app: the URL without scheme, wildcard, port or path. */
export function hostOf(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^\*\./, '')
    .split(/[/:?#]/)[0]
    .toLowerCase();
}

function where(scope: Scope, q: CustomAppsQuery) {
  return and(eq(customApps.accountId, scope.accountId), q.q ? sql`${customApps.name} ilike ${containsPattern(q.q)}` : undefined);
}

export async function listCustomApps(db: Db, scope: Scope, q: CustomAppsQuery): Promise<CustomApp[]> {
  const { accessType, actionType } = effectiveAccess(scope.accountId, { id: customApps.id, categories: sql`array[${customApps.category}]` });
  const rows = await db
    .select({
      app: customApps,
      accessType,
      actionType,
      hasImage: sql<boolean>`exists (select 1 from ${saasImages} i where i.account_id = ${customApps.accountId} and i.app_name = ${customApps.name})`,
    })
    .from(customApps)
    .where(where(scope, q))
    .orderBy(sql`lower(${customApps.name})`, customApps.id)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map(({ app, accessType: a, actionType: t, hasImage }) => ({
    id: app.id, name: app.name, url: app.url, category: app.category, exceptions: app.exceptions, is_public: app.isPublic, is_gen_ai: app.genAi,
    has_image: Boolean(hasImage), access_type: a, action_type: t, created_at: iso(app.createdAt)!,
  }));
}

export async function countCustomApps(db: Db, scope: Scope, q: CustomAppsQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(customApps).where(where(scope, q));
  return Number(row?.n ?? 0);
}

async function storeImage(tx: Db, accountId: string, name: string, image: string | null | undefined, now: Date): Promise<void> {
  if (image === undefined) return;
  await tx.delete(saasImages).where(and(eq(saasImages.accountId, accountId), eq(saasImages.appName, name)));
  const parsed = image ? parseImageDataUrl(image) : null;
  if (parsed) await tx.insert(saasImages).values({ accountId, appName: name, contentType: parsed.contentType, dataBase64: parsed.base64, updatedAt: now });
}

/**
 * POST /cust-saas (existing null) and POST /cust-saas/{name}. A name any catalog or custom app already has
 * (case-insensitive) answers 409 'This app already exist' (spec part 1 §8). An update omitting image keeps it.
 */
export async function saveCustomApp(db: Db, scope: Scope, body: CustomAppBody, existing: string | null, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const values = {
      name: body.name, url: body.url, domains: [hostOf(body.url)], category: body.category, exceptions: body.exceptions,
      isPublic: body.is_public, genAi: body.is_gen_ai,
    };
    let id: string;
    if (existing === null) {
      if (await nameTaken(tx, scope.accountId, body.name)) throw conflict(APP_EXISTS_MESSAGE);
      [{ id }] = await tx.insert(customApps).values({ accountId: scope.accountId, ...values, createdAt: now }).returning({ id: customApps.id });
    } else {
      const [current] = await tx.select().from(customApps).where(and(eq(customApps.accountId, scope.accountId), eq(customApps.name, existing)));
      if (!current) throw notFound('No such custom app.');
      if (await nameTaken(tx, scope.accountId, body.name, current.id)) throw conflict(APP_EXISTS_MESSAGE);
      id = current.id;
      await tx.update(customApps).set(values).where(and(eq(customApps.accountId, scope.accountId), eq(customApps.id, id)));
      if (existing !== body.name) {
        await tx.update(saasImages).set({ appName: body.name }).where(and(eq(saasImages.accountId, scope.accountId), eq(saasImages.appName, existing)));
      }
    }
    await storeImage(tx, scope.accountId, body.name, body.image, now);
    await writeSetting(tx, scope, id, { is_sanctioned: body.is_sanctioned, action_type: body.action_type }, now);
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, body.name, { ...body, image: body.image ? '(image)' : body.image, previous: existing });
  });
}

/** DELETE /cust-saas/{name}: the app, its setting and its image. */
export async function deleteCustomApp(db: Db, scope: Scope, name: string, now: Date, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(customApps)
      .where(and(eq(customApps.accountId, scope.accountId), eq(customApps.name, name)))
      .returning({ id: customApps.id });
    if (!gone) throw notFound('No such custom app.');
    await tx.delete(accountAppSettings).where(and(eq(accountAppSettings.accountId, scope.accountId), eq(accountAppSettings.appId, gone.id)));
    await tx.delete(saasImages).where(and(eq(saasImages.accountId, scope.accountId), eq(saasImages.appName, name)));
    await bumpPolicyVersion(tx, scope.accountId, now);
    await audit(tx, name, {});
  });
}

export async function readImage(db: Db, scope: Scope, name: string): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await db.select().from(saasImages).where(and(eq(saasImages.accountId, scope.accountId), eq(saasImages.appName, name)));
  if (!row) throw notFound('No image for this app.');
  return { contentType: row.contentType, bytes: Buffer.from(row.dataBase64, 'base64') };
}

export async function deleteImage(db: Db, scope: Scope, name: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(saasImages).where(and(eq(saasImages.accountId, scope.accountId), eq(saasImages.appName, name))).returning({ n: saasImages.appName });
    if (gone.length === 0) throw notFound('No image for this app.');
    await audit(tx, name, {});
  });
}

