// SCIM 2.0 (RFC 7643) resource shapes for Palisade's people and groups, the discovery documents, the error
// shape, and the small filter language this server supports (`attribute eq "value"`, RFC 7644 §3.4.2.2).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, people, personGroups, type PersonRow } from '../../db/schema/index';
import { iso } from '../../lib/sql';

export const SCIM_CONTENT_TYPE = 'application/scim+json';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType = 'invalidFilter' | 'invalidValue' | 'uniqueness' | 'invalidSyntax' | 'noTarget' | 'mutability' | 'invalidPath';

/** An error answered in the SCIM error shape (RFC 7644 §3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export function errorBody(status: number, detail: string, scimType?: ScimType) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

// ---------- filters ----------

export interface Filter {
  attribute: string;
  value: string;
}

const FILTER = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/** `attr eq "value"` only; anything else is invalidFilter. */
export function parseFilter(text: string | undefined): Filter | null {
  if (text === undefined || text.trim() === '') return null;
  const match = FILTER.exec(text);
  if (!match) throw new ScimError(400, 'Only filters of the form attribute eq "value" are supported.', 'invalidFilter');
  return { attribute: match[1].toLowerCase(), value: match[2].replace(/\\(.)/g, '$1') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

export function userFilter(filter: Filter | null): SQL | undefined {
  if (!filter) return undefined;
  switch (filter.attribute) {
    case 'username':
    case 'emails.value':
    case 'emails':
      return sql`lower(${people.email}) = lower(${filter.value})`;
    case 'externalid':
      return eq(people.externalId, filter.value);
    case 'id':
      return isUuid(filter.value) ? eq(people.id, filter.value) : sql`false`;
    default:
      throw new ScimError(400, `Users cannot be filtered by ${filter.attribute}; use userName, emails.value, externalId or id.`, 'invalidFilter');
  }
}

export function groupFilter(filter: Filter | null): SQL | undefined {
  if (!filter) return undefined;
  switch (filter.attribute) {
    case 'displayname':
      return sql`lower(${groups.name}) = lower(${filter.value})`;
    case 'externalid':
      return eq(groups.externalId, filter.value);
    case 'id':
      return isUuid(filter.value) ? eq(groups.id, filter.value) : sql`false`;
    default:
      throw new ScimError(400, `Groups cannot be filtered by ${filter.attribute}; use displayName, externalId or id.`, 'invalidFilter');
  }
}

/** startIndex (1-based) and count of RFC 7644 §3.4.2.4; values below the minimum are taken as the minimum. */
export function paging(query: Record<string, unknown>): { startIndex: number; count: number } {
  const number = (v: unknown, fallback: number) => {
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n)) throw new ScimError(400, 'startIndex and count are whole numbers.', 'invalidValue');
    return n;
  };
  return { startIndex: Math.max(1, number(query.startIndex, 1)), count: Math.min(200, Math.max(0, number(query.count, 100))) };
}

// ---------- resources ----------

export function splitDisplayName(name: string): { givenName: string; familyName: string } {
  const at = name.indexOf(' ');
  return at < 0 ? { givenName: name, familyName: '' } : { givenName: name.slice(0, at), familyName: name.slice(at + 1) };
}

export function userResource(row: PersonRow, memberships: { id: string; name: string }[], base: string) {
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { formatted: row.name, ...splitDisplayName(row.name) },
    displayName: row.name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.status === 'ACTIVE',
    groups: memberships.map((g) => ({ value: g.id, display: g.name, $ref: `${base}/Groups/${g.id}` })),
    [ENTERPRISE_SCHEMA]: { department: row.department ?? undefined },
    meta: { resourceType: 'User', created: iso(row.createdAt), location: `${base}/Users/${row.id}` },
  };
}

export async function membershipsOf(db: Db, accountId: string, personIds: readonly string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (personIds.length === 0) return out;
  const rows = await db
    .select({ personId: personGroups.personId, id: groups.id, name: groups.name })
    .from(personGroups)
    .innerJoin(groups, and(eq(groups.accountId, personGroups.accountId), eq(groups.id, personGroups.groupId)))
    .where(and(eq(personGroups.accountId, accountId), inArray(personGroups.personId, [...personIds])))
    .orderBy(asc(groups.name));
  for (const r of rows) out.set(r.personId, [...(out.get(r.personId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

export async function groupMembers(db: Db, accountId: string, groupIds: readonly string[]): Promise<Map<string, { id: string; email: string }[]>> {
  const out = new Map<string, { id: string; email: string }[]>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({ groupId: personGroups.groupId, id: people.id, email: people.email })
    .from(personGroups)
    .innerJoin(people, and(eq(people.accountId, personGroups.accountId), eq(people.id, personGroups.personId)))
    .where(and(eq(personGroups.accountId, accountId), inArray(personGroups.groupId, [...groupIds])))
    .orderBy(asc(people.email));
  for (const r of rows) out.set(r.groupId, [...(out.get(r.groupId) ?? []), { id: r.id, email: r.email }]);
  return out;
}

export function groupResource(row: { id: string; name: string; externalId: string | null; createdAt: Date }, members: { id: string; email: string }[], base: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    members: members.map((m) => ({ value: m.id, display: m.email, $ref: `${base}/Users/${m.id}` })),
    meta: { resourceType: 'Group', created: iso(row.createdAt), location: `${base}/Groups/${row.id}` },
  };
}

export function listResponse<T>(resources: T[], total: number, startIndex: number) {
  return { schemas: [LIST_SCHEMA], totalResults: total, startIndex, itemsPerPage: resources.length, Resources: resources };
}

// ---------- discovery (RFC 7643 §5-7) ----------

export function serviceProviderConfig(base: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${base.replace(/\/scim\/v2$/, '')}/api/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [{ type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: 'A SCIM token made on the integration page (Authorization: Bearer scim_…).', primary: true }],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  return [
    { schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'], id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA, schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }], meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` } },
    { schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'], id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA, meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` } },
  ];
}

const attr = (name: string, type: string, extra: Record<string, unknown> = {}) => ({ name, type, multiValued: false, required: false, caseExact: false, mutability: 'readWrite', returned: 'default', uniqueness: 'none', ...extra });

export function schemas(base: string) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the company (Admin › Users).',
      attributes: [
        attr('userName', 'string', { required: true, uniqueness: 'server', description: 'The work e-mail; people are known by it.' }),
        attr('externalId', 'string', { caseExact: true }),
        { ...attr('name', 'complex'), subAttributes: [attr('givenName', 'string'), attr('familyName', 'string'), attr('formatted', 'string')] },
        attr('displayName', 'string'),
        { ...attr('emails', 'complex', { multiValued: true }), subAttributes: [attr('value', 'string'), attr('type', 'string'), attr('primary', 'boolean')] },
        attr('active', 'boolean'),
        { ...attr('groups', 'complex', { multiValued: true, mutability: 'readOnly' }), subAttributes: [attr('value', 'string'), attr('display', 'string')] },
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${USER_SCHEMA}` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: ENTERPRISE_SCHEMA,
      name: 'EnterpriseUser',
      attributes: [attr('department', 'string')],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${ENTERPRISE_SCHEMA}` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A group of people (Admin › Groups).',
      attributes: [
        attr('displayName', 'string', { required: true, uniqueness: 'server' }),
        attr('externalId', 'string', { caseExact: true }),
        { ...attr('members', 'complex', { multiValued: true }), subAttributes: [attr('value', 'string'), attr('display', 'string')] },
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${GROUP_SCHEMA}` },
    },
  ];
}
