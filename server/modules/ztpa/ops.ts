// ZTPA gateway operations (issue 22, second part): the gateway command library and commands with the
// remote commands' lifecycle (Queued → Success | Failure | Abort, or Cancelled), key rotation and peers.
// A Queued command past its time-out turns Abort when anyone next reads or fetches the gateway's commands
// (one statement, before the read), so no job is needed for it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { checkParamValue, type LibraryParam } from '../../../src/api/contract/commands';
import {
  GATEWAY_COMMAND_SORTS, GATEWAY_COMMAND_TIMEOUT_MINUTES, GATEWAY_OUTPUT_MAX_CHARS,
  type GatewayCommand, type GatewayLibraryCommand, type GatewayPeer, type RotatedKey,
} from '../../../src/api/contract/ztpa-ops';
import type { z } from 'zod';
import type { gatewayCommandBody, gatewayCommandQuery, gatewayCommandResultBody } from '../../../src/api/contract/ztpa-ops';
import type { Db } from '../../db/client';
import { ztpaGatewayCommands, ztpaGateways, ztpaRetiredKeys } from '../../db/schema/index';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import type { Scope } from '../../plugins/scope';
import { acct, rows } from '../dashboard/scoped';
import type { Audit } from '../saas/audit';
import { fingerprint, generateKeyPair, type PeerInput } from './keys';
import { gatewayOf } from './service';

type Value = string | number | boolean;
type Resolved = Readonly<Record<string, Value>>;

interface Entry extends GatewayLibraryCommand {
  render: (p: Resolved) => string;
}

function param(p: Pick<LibraryParam, 'name' | 'label' | 'type' | 'description'> & Partial<LibraryParam>): LibraryParam {
  return { required: false, default: null, min: null, max: null, max_length: null, pattern: null, pattern_message: null, options: null, ...p };
}

const HOST = '^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';

const LIBRARY: Entry[] = [
  { id: 'show-peers', name: 'Show peers', description: 'Lists the WireGuard peers with their last handshake and transfer.', parameters: [], disruptive: false, render: () => 'wg show wg0' },
  { id: 'show-interface', name: 'Show interface', description: "Shows the tunnel interface's addresses and state.", parameters: [], disruptive: false, render: () => 'ip address show wg0' },
  {
    id: 'restart-wireguard', name: 'Restart WireGuard', description: 'Restarts the tunnel; connected users reconnect within seconds.', parameters: [], disruptive: true,
    render: () => 'systemctl restart wg-quick@wg0',
  },
  {
    id: 'reload-policy', name: 'Reload policy', description: 'Fetches the policy and key from the console now instead of at the next heartbeat.', parameters: [], disruptive: false,
    render: () => 'palisade-gateway reload',
  },
  {
    id: 'ping', name: 'Ping a destination', description: 'Checks that the gateway reaches a private host.', disruptive: false,
    parameters: [
      param({ name: 'host', label: 'Host', type: 'string', description: 'A host name or IPv4 address.', required: true, max_length: 253, pattern: HOST, pattern_message: 'Expected a host name or IPv4 address.' }),
      param({ name: 'count', label: 'Count', type: 'integer', description: 'How many echo requests.', default: 4, min: 1, max: 20 }),
    ],
    render: (p) => `ping -c ${p.count} '${String(p.host)}'`,
  },
  {
    id: 'tail-log', name: 'Show recent log', description: "Shows the last lines of the gateway's log.", disruptive: false,
    parameters: [param({ name: 'lines', label: 'Lines', type: 'integer', description: 'How many lines.', default: 100, min: 10, max: 1000 })],
    render: (p) => `journalctl -u palisade-gateway -n ${p.lines} --no-pager`,
  },
];

export const gatewayLibrary = (): GatewayLibraryCommand[] => LIBRARY.map(({ render: _render, ...e }) => e);

function badRequest(issues: { path: string; message: string }[]): HttpError {
  return new HttpError(400, 'VALIDATION', issues.map((i) => i.message).join(' '), {}, issues);
}

/** The entry and its parameters with defaults filled in, or 400 naming each refused field. */
function prepare(commandId: string, raw: Record<string, Value>): { entry: Entry; params: Resolved } {
  const entry = LIBRARY.find((e) => e.id === commandId);
  if (!entry) throw badRequest([{ path: 'command_id', message: `Unknown gateway command ${commandId}.` }]);
  const issues: { path: string; message: string }[] = [];
  const params: Record<string, Value> = {};
  for (const key of Object.keys(raw)) {
    if (!entry.parameters.some((p) => p.name === key)) issues.push({ path: `params.${key}`, message: `${entry.name} has no parameter ${key}.` });
  }
  for (const p of entry.parameters) {
    const checked = checkParamValue(p, raw[p.name]);
    if ('error' in checked) issues.push({ path: `params.${p.name}`, message: checked.error });
    else if (checked.value !== undefined) params[p.name] = checked.value;
    else if (p.default !== null) params[p.name] = p.default;
  }
  if (issues.length) throw badRequest(issues);
  return { entry, params };
}

// ---------- commands ----------

/** Queued commands past their time-out become Abort (the spec's "timed out"). */
async function abortExpired(db: Db, accountId: string, now: Date): Promise<void> {
  await db.execute(sql`update ztpa_gateway_commands set status = 'Abort', finished_at = ${now.toISOString()}::timestamptz
    where account_id = ${accountId}::uuid and status = 'Queued' and queued_at + make_interval(mins => timeout_minutes) < ${now.toISOString()}::timestamptz`);
}

interface CommandSql {
  id: string; gateway_id: string; gateway: string | null; command_id: string; command: string; params: Record<string, Value>;
  status: GatewayCommand['status']; queued_at: string | Date; delivered_at: string | Date | null; finished_at: string | Date | null;
  exit_code: number | null; timeout_minutes: number; requested_by_email: string; cancelled_by_email: string | null; output?: string | null;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function commandOf(r: CommandSql, withOutput: boolean): GatewayCommand {
  const entry = LIBRARY.find((e) => e.id === r.command_id);
  return {
    id: r.id, gateway_id: r.gateway_id, gateway: r.gateway, command_id: r.command_id, name: entry?.name ?? r.command_id, command: r.command,
    params: r.params ?? {}, status: r.status, queued_at: iso(r.queued_at)!, delivered_at: iso(r.delivered_at), finished_at: iso(r.finished_at),
    exit_code: r.exit_code === null ? null : Number(r.exit_code), timeout_minutes: Number(r.timeout_minutes), requested_by: r.requested_by_email,
    cancelled_by: r.cancelled_by_email, ...(withOutput ? { output: r.output ?? null } : {}),
  };
}

function commandFilter(scope: Scope, q: z.output<typeof gatewayCommandQuery>) {
  const parts = [sql`c.account_id = ${acct(scope)}`];
  if (q.status?.length) parts.push(sql`c.status::text in (${sql.join(q.status.map((s) => sql`${s}`), sql`, `)})`);
  if (q.gateway_id) parts.push(sql`c.gateway_id = ${q.gateway_id}::uuid`);
  if (q.q) parts.push(sql`(c.command ilike ${`%${q.q}%`} or c.command_id ilike ${`%${q.q}%`} or g.name ilike ${`%${q.q}%`} or c.requested_by_email ilike ${`%${q.q}%`})`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`ztpa_gateway_commands c left join ztpa_gateways g on g.account_id = c.account_id and g.id = c.gateway_id`;
const COLUMNS = sql`c.id, c.gateway_id, g.name as gateway, c.command_id, c.command, c.params, c.status, c.queued_at, c.delivered_at, c.finished_at,
  c.exit_code, c.timeout_minutes, c.requested_by_email, c.cancelled_by_email`;
const SORT: Record<(typeof GATEWAY_COMMAND_SORTS)[number], SQL> = {
  queued_at: sql`c.queued_at`, status: sql`c.status::text`, gateway: sql`g.name`, name: sql`c.command_id`,
};

export async function listCommands(db: Db, scope: Scope, q: z.output<typeof gatewayCommandQuery>, now: Date): Promise<GatewayCommand[]> {
  await abortExpired(db, scope.accountId, now);
  const dir = q.so === 'asc' ? sql`asc` : sql`desc`;
  const found = await rows<CommandSql>(
    db,
    sql`select ${COLUMNS} from ${FROM} where ${commandFilter(scope, q)} order by ${SORT[q.sb]} ${dir}, c.queued_at desc, c.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return found.map((r) => commandOf(r, false));
}

export async function countCommands(db: Db, scope: Scope, q: z.output<typeof gatewayCommandQuery>, now: Date): Promise<number> {
  await abortExpired(db, scope.accountId, now);
  const [r] = await rows<{ n: unknown }>(db, sql`select count(*) as n from ${FROM} where ${commandFilter(scope, q)}`);
  return Number(r!.n);
}

export async function getCommand(db: Db, scope: Scope, id: string, now: Date): Promise<GatewayCommand> {
  await abortExpired(db, scope.accountId, now);
  const [r] = await rows<CommandSql>(db, sql`select ${COLUMNS}, c.output from ${FROM} where c.account_id = ${acct(scope)} and c.id = ${id}::uuid`);
  if (!r) throw notFound('No such gateway command.');
  return commandOf(r, true);
}

export async function sendCommand(db: Db, scope: Scope, body: z.output<typeof gatewayCommandBody>, now: Date, audit: Audit): Promise<GatewayCommand> {
  const { entry, params } = prepare(body.command_id, body.params);
  const g = await gatewayOf(db, scope, body.gateway_id);
  const command = entry.render(params);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ztpaGatewayCommands)
      .values({
        accountId: scope.accountId, gatewayId: g.id, commandId: entry.id, command, params, status: 'Queued', requestedBy: scope.memberId,
        requestedByEmail: scope.email, queuedAt: now, timeoutMinutes: body.timeout_minutes ?? GATEWAY_COMMAND_TIMEOUT_MINUTES,
      })
      .returning({ id: ztpaGatewayCommands.id });
    await audit(tx, g.name, { id: row!.id, gateway_id: g.id, command_id: entry.id, command, params });
    return row!.id;
  });
  return getCommand(db, scope, id, now);
}

export async function cancelCommand(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<GatewayCommand> {
  const before = await getCommand(db, scope, id, now);
  await db.transaction(async (tx) => {
    const done = await tx
      .update(ztpaGatewayCommands)
      .set({ status: 'Cancelled', finishedAt: now, cancelledByEmail: scope.email })
      .where(and(eq(ztpaGatewayCommands.accountId, scope.accountId), eq(ztpaGatewayCommands.id, id), eq(ztpaGatewayCommands.status, 'Queued'), sql`delivered_at is null`))
      .returning({ id: ztpaGatewayCommands.id });
    if (done.length === 0) throw conflict(`This command is ${before.delivered_at && before.status === 'Queued' ? 'already running on the gateway' : before.status}; only a command the gateway has not taken can be cancelled.`);
    await audit(tx, before.gateway ?? before.gateway_id, { id, command_id: before.command_id });
  });
  return getCommand(db, scope, id, now);
}

/** The gateway's side: its Queued commands, each marked delivered on the first fetch. */
export async function pendingFor(db: Db, accountId: string, gatewayId: string, now: Date) {
  await abortExpired(db, accountId, now);
  const found = await rows<{ id: string; command_id: string; command: string; params: Record<string, Value> }>(
    db,
    sql`update ztpa_gateway_commands set delivered_at = coalesce(delivered_at, ${now.toISOString()}::timestamptz)
      where account_id = ${accountId}::uuid and gateway_id = ${gatewayId}::uuid and status = 'Queued'
      returning id, command_id, command, params`,
  );
  return { commands: found.map((c) => ({ id: c.id, command_id: c.command_id, command: c.command, params: c.params ?? {} })) };
}

/** A result: only a Queued command of this gateway takes it; a resent result changes nothing. */
export async function recordResult(db: Db, accountId: string, gatewayId: string, id: string, body: z.output<typeof gatewayCommandResultBody>, now: Date) {
  const output = body.output.length > GATEWAY_OUTPUT_MAX_CHARS ? `${body.output.slice(0, GATEWAY_OUTPUT_MAX_CHARS)}\n[output truncated]` : body.output;
  const changed = await db
    .update(ztpaGatewayCommands)
    .set({ status: body.status, exitCode: body.exit_code, output, finishedAt: now, deliveredAt: sql`coalesce(${ztpaGatewayCommands.deliveredAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(ztpaGatewayCommands.accountId, accountId), eq(ztpaGatewayCommands.gatewayId, gatewayId), eq(ztpaGatewayCommands.id, id), eq(ztpaGatewayCommands.status, 'Queued')))
    .returning({ status: ztpaGatewayCommands.status });
  if (changed.length) return { status: changed[0]!.status, changed: true };
  const [r] = await rows<{ status: GatewayCommand['status'] }>(
    db,
    sql`select status from ztpa_gateway_commands where account_id = ${accountId}::uuid and gateway_id = ${gatewayId}::uuid and id = ${id}::uuid`,
  );
  if (!r) throw notFound('No such command for this gateway.');
  return { status: r.status, changed: false };
}

// ---------- key rotation ----------

export async function rotateKey(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<RotatedKey> {
  const g = await gatewayOf(db, scope, id);
  const [before] = await db.select({ publicKey: ztpaGateways.publicKey }).from(ztpaGateways).where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
  const keys = generateKeyPair();
  await db.transaction(async (tx) => {
    if (before?.publicKey) {
      await tx.insert(ztpaRetiredKeys).values({ accountId: scope.accountId, gatewayId: id, publicKey: before.publicKey, retiredAt: now, retiredByEmail: scope.email });
    }
    await tx
      .update(ztpaGateways)
      .set({ publicKey: keys.publicKey, privateKeySealed: secretBox().seal(keys.privateKey, id), keyFingerprint: fingerprint(keys.publicKey), policyUpdatedAt: now })
      .where(and(eq(ztpaGateways.accountId, scope.accountId), eq(ztpaGateways.id, id)));
    await tx.execute(sql`insert into ztpa_gateway_events (account_id, gateway_id, at, level, message)
      values (${acct(scope)}, ${id}::uuid, ${now.toISOString()}::timestamptz, 'info', ${`Key rotated by ${scope.email}; new public key ${keys.publicKey}.`})`);
    await audit(tx, g.name, { id, public_key: keys.publicKey, retired_public_key: before?.publicKey ?? null });
  });
  return { gateway_id: id, public_key: keys.publicKey, retired_public_key: before?.publicKey ?? null, rotated_at: now.toISOString() };
}

// ---------- peers ----------

/**
 * The peers of a gateway: registered endpoint keys whose owner is an ACTIVE person its policies allow
 * (all users, or a listed group or person), as the gateway's policy decides who may connect.
 */
export async function peersOf(db: Db, accountId: string, gatewayId: string): Promise<GatewayPeer[]> {
  const found = await rows<{ endpoint_id: string; hostname: string | null; email: string | null; public_key: string; address: string; created_at: string | Date }>(
    db,
    sql`select pr.endpoint_id, e.hostname, p.email, pr.public_key, pr.address, pr.created_at
      from ztpa_peers pr
      join endpoints e on e.account_id = pr.account_id and e.id = pr.endpoint_id
      join people p on p.account_id = e.account_id and p.id = e.owner_person_id and p.status = 'ACTIVE'
      where pr.account_id = ${accountId}::uuid and pr.gateway_id = ${gatewayId}::uuid
        and exists (select 1 from ztpa_policies r where r.account_id = pr.account_id and r.gateway_id = pr.gateway_id and (
          r.all_users or p.id = any(r.person_ids)
          or exists (select 1 from person_groups pg where pg.account_id = p.account_id and pg.person_id = p.id and pg.group_id = any(r.group_ids))))
      order by pr.address, pr.endpoint_id`,
  );
  return found.map((r) => ({
    endpoint_id: r.endpoint_id, hostname: r.hostname, email: r.email, public_key: r.public_key, allowed_ips: `${r.address}/32`, created_at: iso(r.created_at)!,
  }));
}

export async function listPeers(db: Db, scope: Scope, id: string): Promise<GatewayPeer[]> {
  await gatewayOf(db, scope, id);
  return peersOf(db, scope.accountId, id);
}

export const peerInputs = (peers: GatewayPeer[]): PeerInput[] =>
  peers.map((p) => ({ publicKey: p.public_key, allowedIps: p.allowed_ips, comment: [p.hostname, p.email].filter(Boolean).join(' ') }));
