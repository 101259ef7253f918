// Issue 27: the SCIM 2.0 service (RFC 7644) at /scim/v2, where an identity provider pushes people and
// groups. Authenticated by a SCIM token (Bearer scim_…) made on the integration page: its account is the
// company changed, its source is stamped on the people it creates. Every change goes through the console's
// own people and group services (a scope of the token's company, account-wide) and writes its audit row
// in the change's transaction. Answers and errors are application/scim+json.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { groupBody, personBody, type PersonDetail } from '../../../src/api/contract/users';
import type { Db } from '../../db/client';
import { accounts, auditLog, groups, people, personGroups, scimTokens, type ScimTokenRow } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { createScope, type Scope } from '../../plugins/scope';
import { addGroup, deleteGroup, updateGroup } from '../users/groups-service';
import { addPerson, updatePerson } from '../users/people-service';
import {
  ENTERPRISE_SCHEMA,
  errorBody,
  groupFilter,
  groupMembers,
  groupResource,
  isUuid,
  listResponse,
  membershipsOf,
  parseFilter,
  paging,
  resourceTypes,
  schemas,
  SCIM_CONTENT_TYPE,
  ScimError,
  serviceProviderConfig,
  splitDisplayName,
  userFilter,
  userResource,
} from './resources';
import { hashScimToken } from './token';

declare module 'fastify' {
  interface FastifyRequest {
    scim: { token: ScimTokenRow; scope: Scope } | null;
  }
}

const BEARER = /^Bearer\s+(scim_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43})$/;
type Audit = (tx: Db, target: string, details: Record<string, unknown>) => Promise<void>;

// ---------- request bodies ----------

const scimBool = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE']).transform((v) => v.toLowerCase() === 'true')]);
const userBody = z.looseObject({
  userName: z.string().trim().min(1).max(254),
  externalId: z.string().max(300).optional(),
  displayName: z.string().max(200).optional(),
  name: z.looseObject({ givenName: z.string().max(100).optional(), familyName: z.string().max(100).optional(), formatted: z.string().max(200).optional() }).optional(),
  emails: z.array(z.looseObject({ value: z.string().max(254), primary: z.boolean().optional() })).max(20).optional(),
  active: scimBool.optional(),
  [ENTERPRISE_SCHEMA]: z.looseObject({ department: z.string().max(100).nullable().optional() }).optional(),
});
type UserBody = z.infer<typeof userBody>;

const patchBody = z.looseObject({
  Operations: z
    .array(z.looseObject({ op: z.string().transform((v) => v.toLowerCase()).pipe(z.enum(['add', 'replace', 'remove'])), path: z.string().max(300).optional(), value: z.unknown().optional() }))
    .min(1)
    .max(100),
});
type PatchOp = z.infer<typeof patchBody>['Operations'][number];

const memberRef = z.looseObject({ value: z.string().max(100) });
const groupScimBody = z.looseObject({
  displayName: z.string().trim().min(1).max(100),
  externalId: z.string().max(300).optional(),
  members: z.array(memberRef).max(10_000).optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ScimError(400, `${issue.path.join('.') || 'body'}: ${issue.message}`, 'invalidValue');
  }
  return result.data;
}

/** The console's own rules for a person's fields (contract/users.ts personBody). */
function personFields(body: { first_name: string; last_name: string; email: string; department: string | null }) {
  const checked = personBody.safeParse({ ...body, groups: [] });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ScimError(400, `${issue.path.join('.')}: ${issue.message}`, 'invalidValue');
  }
  return checked.data as Required<typeof checked.data> & { last_name: string; department: string | null; groups: string[] };
}

function namesOf(body: UserBody, fallback?: { first_name: string; last_name: string }) {
  const given = body.name?.givenName?.trim();
  const family = body.name?.familyName?.trim();
  if (given) return { first_name: given, last_name: family ?? '' };
  const display = (body.displayName ?? body.name?.formatted ?? '').trim();
  if (display) {
    const { givenName, familyName } = splitDisplayName(display);
    return { first_name: givenName, last_name: familyName };
  }
  if (fallback) return fallback;
  return { first_name: body.userName.split('@')[0], last_name: '' };
}

function emailOf(body: UserBody): string {
  const primary = body.emails?.find((e) => e.primary) ?? body.emails?.[0];
  const email = body.userName.includes('@') ? body.userName : primary?.value;
  if (!email) throw new ScimError(400, 'userName (or a primary e-mail) must be an e-mail address: people are known by their e-mail here.', 'invalidValue');
  return email;
}

// ---------- the plugin ----------

const scimRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(SCIM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new ScimError(400, 'The body is not JSON.', 'invalidSyntax'), undefined);
    }
  });
  app.decorateRequest('scim', null);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    let status = 500;
    let detail = 'The request could not be completed.';
    let scimType: string | undefined;
    if (error instanceof ScimError) {
      status = error.status;
      detail = error.message;
      scimType = error.scimType;
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      detail = error.issues?.length ? `${error.message} ${error.issues.map((i) => i.message).join(' ')}` : error.message;
      scimType = status === 409 ? 'uniqueness' : status === 400 ? 'invalidValue' : undefined;
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      detail = error.message;
      scimType = status === 400 ? 'invalidSyntax' : undefined;
    } else {
      request.log.error({ err: error }, 'SCIM request failed');
    }
    void reply
      .code(status)
      .type(SCIM_CONTENT_TYPE)
      .send(errorBody(status, detail, scimType as never));
  });

  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new ScimError(401, 'A SCIM token is needed (Authorization: Bearer scim_…).');
    const [found] = await app.db
      .select({ token: scimTokens, account: accounts })
      .from(scimTokens)
      .innerJoin(accounts, eq(accounts.id, scimTokens.accountId))
      .where(and(eq(scimTokens.tokenHash, hashScimToken(match[1])), isNull(scimTokens.revokedAt)))
      .limit(1);
    if (!found) throw new ScimError(401, 'This SCIM token is not valid: it was revoked or never existed.');
    await app.db.update(scimTokens).set({ lastUsedAt: app.now() }).where(and(eq(scimTokens.accountId, found.token.accountId), eq(scimTokens.id, found.token.id)));
    const scope = createScope({
      account: found.account,
      principal: { memberId: found.token.createdById, role: 'ADMIN', homeAccountId: found.account.id },
      email: `scim:${found.token.prefix}`,
      groupIds: null,
    });
    request.scim = { token: found.token, scope };
  });

  const base = () => `${app.mail.publicUrl}/scim/v2`;
  const ctx = (request: FastifyRequest) => request.scim!;
  const send = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type(SCIM_CONTENT_TYPE).send(body);

  function audit(request: FastifyRequest, action: string): Audit {
    const { token } = ctx(request);
    return async (tx, target, details) => {
      await tx.insert(auditLog).values({
        accountId: token.accountId,
        at: app.now(),
        memberId: null,
        email: `SCIM ${token.source} (${token.prefix})`,
        role: null,
        action,
        target,
        traceId: request.id,
        details: { ...details, scim_token_id: token.id },
      });
    };
  }

  async function findPerson(scope: Scope, id: string) {
    if (!isUuid(id)) throw new ScimError(404, `No user ${id}.`);
    const [row] = await app.db.select().from(people).where(and(scope.people(), eq(people.id, id))).limit(1);
    if (!row) throw new ScimError(404, `No user ${id}.`);
    return row;
  }

  async function userOut(scope: Scope, id: string) {
    const row = await findPerson(scope, id);
    const memberships = await membershipsOf(app.db, scope.accountId, [row.id]);
    return userResource(row, memberships.get(row.id) ?? [], base());
  }

  /** Stamps the source and directory id on the person, in the change's transaction, then audits. */
  const stamped =
    (request: FastifyRequest, action: string, extra: { externalId?: string; personId?: () => string | undefined }): Audit =>
    async (tx, target, details) => {
      const { token, scope } = ctx(request);
      const set: { source: string; externalId?: string } = { source: token.source };
      if (extra.externalId !== undefined) set.externalId = extra.externalId;
      await tx.update(people).set(set).where(and(eq(people.accountId, scope.accountId), sql`lower(${people.email}) = lower(${target})`));
      await audit(request, action)(tx, target, details);
    };

  async function savePerson(request: FastifyRequest, row: typeof people.$inferSelect, next: { first_name: string; last_name: string; department: string | null; active: boolean; externalId?: string }, action: string): Promise<PersonDetail> {
    const { scope } = ctx(request);
    const fields = personFields({ first_name: next.first_name, last_name: next.last_name, email: row.email, department: next.department });
    const current = await membershipsOf(app.db, scope.accountId, [row.id]);
    return updatePerson(
      app.db,
      scope,
      row.id,
      { first_name: fields.first_name, last_name: fields.last_name, department: fields.department, groups: (current.get(row.id) ?? []).map((g) => g.id), status: next.active ? 'ACTIVE' : 'INACTIVE' },
      stamped(request, action, { externalId: next.externalId }),
    );
  }

  // ---------- discovery ----------
  app.get('/ServiceProviderConfig', async (_request, reply) => send(reply, 200, serviceProviderConfig(base())));
  app.get('/ResourceTypes', async (_request, reply) => send(reply, 200, listResponse(resourceTypes(base()), 2, 1)));
  app.get('/Schemas', async (_request, reply) => send(reply, 200, listResponse(schemas(base()), 3, 1)));

  // ---------- Users ----------
  app.get('/Users', async (request, reply) => {
    const { scope } = ctx(request);
    const query = request.query as Record<string, unknown>;
    const where = and(scope.people(), userFilter(parseFilter(typeof query.filter === 'string' ? query.filter : undefined)));
    const { startIndex, count: size } = paging(query);
    const [total] = await app.db.select({ n: count() }).from(people).where(where);
    const rows = size === 0 ? [] : await app.db.select().from(people).where(where).orderBy(people.createdAt, people.id).limit(size).offset(startIndex - 1);
    const memberships = await membershipsOf(app.db, scope.accountId, rows.map((r) => r.id));
    return send(reply, 200, listResponse(rows.map((r) => userResource(r, memberships.get(r.id) ?? [], base())), Number(total?.n ?? 0), startIndex));
  });

  app.get('/Users/:id', async (request, reply) => send(reply, 200, await userOut(ctx(request).scope, (request.params as { id: string }).id)));

  app.post('/Users', async (request, reply) => {
    const { scope } = ctx(request);
    const body = parse(userBody, request.body);
    const fields = personFields({ ...namesOf(body), email: emailOf(body), department: body[ENTERPRISE_SCHEMA]?.department ?? null });
    const created = await addPerson(app.db, scope, fields, app.now(), async (tx, target, details) => {
      if (body.active === false) await tx.update(people).set({ status: 'INACTIVE' }).where(and(eq(people.accountId, scope.accountId), eq(people.email, target)));
      await stamped(request, 'scim.user.create', { externalId: body.externalId })(tx, target, { ...details, active: body.active !== false });
    });
    return send(reply, 201, await userOut(scope, created.id));
  });

  app.put('/Users/:id', async (request, reply) => {
    const { scope } = ctx(request);
    const row = await findPerson(scope, (request.params as { id: string }).id);
    const body = parse(userBody, request.body);
    if (emailOf(body).toLowerCase() !== row.email.toLowerCase()) throw new ScimError(400, 'userName cannot change: the e-mail is how agents name the person.', 'mutability');
    await savePerson(request, row, { ...namesOf(body), department: body[ENTERPRISE_SCHEMA]?.department ?? null, active: body.active !== false, externalId: body.externalId }, 'scim.user.replace');
    return send(reply, 200, await userOut(scope, row.id));
  });

  app.patch('/Users/:id', async (request, reply) => {
    const { scope } = ctx(request);
    const row = await findPerson(scope, (request.params as { id: string }).id);
    const { Operations } = parse(patchBody, request.body);
    const names = splitDisplayName(row.name);
    const next = { first_name: names.givenName, last_name: names.familyName, department: row.department, active: row.status === 'ACTIVE', externalId: row.externalId ?? undefined };
    const apply = (path: string, value: unknown, op: PatchOp['op']) => {
      const key = path.toLowerCase();
      const text = op === 'remove' ? '' : typeof value === 'string' ? value : null;
      if (key === 'active') next.active = op === 'remove' ? false : parse(scimBool, value);
      else if (key === 'name.givenname' && text !== null) next.first_name = text;
      else if (key === 'name.familyname' && text !== null) next.last_name = text;
      else if ((key === 'displayname' || key === 'name.formatted') && text !== null) Object.assign(next, (({ givenName, familyName }) => ({ first_name: givenName, last_name: familyName }))(splitDisplayName(text)));
      else if (key === 'externalid' && text !== null) next.externalId = text || undefined;
      else if ((key === `${ENTERPRISE_SCHEMA}:department`.toLowerCase() || key === 'department') && (text !== null || value === null)) next.department = text || null;
      else if (key === 'name' && value && typeof value === 'object') {
        const n = value as { givenName?: string; familyName?: string };
        if (typeof n.givenName === 'string') next.first_name = n.givenName;
        if (typeof n.familyName === 'string') next.last_name = n.familyName;
      } else if (key === ENTERPRISE_SCHEMA.toLowerCase() && value && typeof value === 'object') {
        const d = (value as { department?: unknown }).department;
        if (typeof d === 'string' || d === null) next.department = d || null;
      } else if (key === 'username' || key.startsWith('emails')) {
        if (typeof value === 'string' ? value.toLowerCase() !== row.email.toLowerCase() : op === 'remove') throw new ScimError(400, 'userName cannot change: the e-mail is how agents name the person.', 'mutability');
      } else throw new ScimError(400, `The attribute ${path} cannot be changed here.`, 'invalidPath');
    };
    for (const operation of Operations) {
      if (operation.path) apply(operation.path, operation.value, operation.op);
      else if (operation.op !== 'remove' && operation.value && typeof operation.value === 'object') {
        for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) apply(key, value, operation.op);
      } else throw new ScimError(400, 'An operation without a path needs an object value.', 'noTarget');
    }
    await savePerson(request, row, next, 'scim.user.update');
    return send(reply, 200, await userOut(scope, row.id));
  });

  /** Deleting through SCIM deactivates: the person's history and endpoints stay. */
  app.delete('/Users/:id', async (request, reply) => {
    const row = await findPerson(ctx(request).scope, (request.params as { id: string }).id);
    const names = splitDisplayName(row.name);
    await savePerson(request, row, { first_name: names.givenName, last_name: names.familyName, department: row.department, active: false }, 'scim.user.deactivate');
    return reply.code(204).send();
  });

  // ---------- Groups ----------
  async function findGroup(scope: Scope, id: string) {
    if (!isUuid(id)) throw new ScimError(404, `No group ${id}.`);
    const [row] = await app.db.select().from(groups).where(and(scope.groups(), eq(groups.id, id))).limit(1);
    if (!row) throw new ScimError(404, `No group ${id}.`);
    return row;
  }

  async function groupOut(scope: Scope, id: string) {
    const row = await findGroup(scope, id);
    const members = await groupMembers(app.db, scope.accountId, [row.id]);
    return groupResource(row, members.get(row.id) ?? [], base());
  }

  const groupStamped =
    (request: FastifyRequest, action: string, externalId?: string): Audit =>
    async (tx, target, details) => {
      const { token, scope } = ctx(request);
      await tx
        .update(groups)
        .set({ source: token.source, ...(externalId !== undefined ? { externalId } : {}) })
        .where(and(eq(groups.accountId, scope.accountId), eq(groups.name, target)));
      await audit(request, action)(tx, target, details);
    };

  function groupFields(name: string, members: string[]) {
    for (const m of members) if (!isUuid(m)) throw new ScimError(400, `members: ${m} is not a user id of this service.`, 'invalidValue');
    const checked = groupBody.safeParse({ name, members });
    if (!checked.success) throw new ScimError(400, `${checked.error.issues[0].path.join('.')}: ${checked.error.issues[0].message}`, 'invalidValue');
    return { name: checked.data.name, members: [...new Set(members)] };
  }

  app.get('/Groups', async (request, reply) => {
    const { scope } = ctx(request);
    const query = request.query as Record<string, unknown>;
    const where = and(scope.groups(), groupFilter(parseFilter(typeof query.filter === 'string' ? query.filter : undefined)));
    const { startIndex, count: size } = paging(query);
    const [total] = await app.db.select({ n: count() }).from(groups).where(where);
    const rows = size === 0 ? [] : await app.db.select().from(groups).where(where).orderBy(groups.createdAt, groups.id).limit(size).offset(startIndex - 1);
    const members = query.excludedAttributes === 'members' ? new Map() : await groupMembers(app.db, scope.accountId, rows.map((r) => r.id));
    return send(reply, 200, listResponse(rows.map((r) => groupResource(r, members.get(r.id) ?? [], base())), Number(total?.n ?? 0), startIndex));
  });

  app.get('/Groups/:id', async (request, reply) => send(reply, 200, await groupOut(ctx(request).scope, (request.params as { id: string }).id)));

  app.post('/Groups', async (request, reply) => {
    const { scope } = ctx(request);
    const body = parse(groupScimBody, request.body);
    const fields = groupFields(body.displayName, (body.members ?? []).map((m) => m.value));
    const created = await addGroup(app.db, scope, fields, app.now(), groupStamped(request, 'scim.group.create', body.externalId));
    return send(reply, 201, await groupOut(scope, created.id));
  });

  async function currentMembers(scope: Scope, groupId: string): Promise<string[]> {
    const rows = await app.db.select({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, scope.accountId), eq(personGroups.groupId, groupId)));
    return rows.map((r) => r.id);
  }

  app.put('/Groups/:id', async (request, reply) => {
    const { scope } = ctx(request);
    const row = await findGroup(scope, (request.params as { id: string }).id);
    const body = parse(groupScimBody, request.body);
    await updateGroup(app.db, scope, row.id, groupFields(body.displayName, (body.members ?? []).map((m) => m.value)), groupStamped(request, 'scim.group.replace', body.externalId));
    return send(reply, 200, await groupOut(scope, row.id));
  });

  app.patch('/Groups/:id', async (request, reply) => {
    const { scope } = ctx(request);
    const row = await findGroup(scope, (request.params as { id: string }).id);
    const { Operations } = parse(patchBody, request.body);
    let name = row.name;
    let externalId: string | undefined;
    const members = new Set(await currentMembers(scope, row.id));
    const refs = (value: unknown) => parse(z.array(memberRef).max(10_000), Array.isArray(value) ? value : [value]).map((m) => m.value);
    for (const operation of Operations) {
      const path = operation.path?.trim() ?? '';
      const memberPath = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path);
      if (memberPath && operation.op === 'remove') members.delete(memberPath[1]);
      else if (path.toLowerCase() === 'members') {
        if (operation.op === 'remove') {
          if (operation.value === undefined) members.clear();
          else for (const id of refs(operation.value)) members.delete(id);
        } else {
          if (operation.op === 'replace') members.clear();
          for (const id of refs(operation.value)) members.add(id);
        }
      } else if (path.toLowerCase() === 'displayname' && typeof operation.value === 'string') name = operation.value;
      else if (path.toLowerCase() === 'externalid' && typeof operation.value === 'string') externalId = operation.value;
      else if (!path && operation.op !== 'remove' && operation.value && typeof operation.value === 'object') {
        const v = operation.value as { displayName?: unknown; externalId?: unknown; members?: unknown };
        if (typeof v.displayName === 'string') name = v.displayName;
        if (typeof v.externalId === 'string') externalId = v.externalId;
        if (v.members !== undefined) {
          if (operation.op === 'replace') members.clear();
          for (const id of refs(v.members)) members.add(id);
        }
      } else throw new ScimError(400, `The attribute ${path || '(none)'} cannot be changed on a group.`, 'invalidPath');
    }
    await updateGroup(app.db, scope, row.id, groupFields(name, [...members]), groupStamped(request, 'scim.group.update', externalId));
    return send(reply, 200, await groupOut(scope, row.id));
  });

  app.delete('/Groups/:id', async (request, reply) => {
    const { scope } = ctx(request);
    const row = await findGroup(scope, (request.params as { id: string }).id);
    await deleteGroup(app.db, scope, row.id, audit(request, 'scim.group.delete'));
    return reply.code(204).send();
  });
};

export default scimRoutes;
