import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../ingest/sql-arrays';
import { ztpaDestinations, ztpaGatewayEvents, ztpaGateways, ztpaPolicies } from '../../db/schema/index';
import { secretBox } from '../../lib/secret-box';
import { generateKeyPair } from '../../modules/ztpa/keys';
import { fingerprint, hashToken } from '../../modules/ztpa/setup';
import { Random } from '../random';
import type { CompanyDay } from './clock';
import { DeviceEvents, workInstant, type GatewaySpec } from './context';

// Zero-trust private access (issue 3 ZTPA): people reach internal hosts through the company's gateways;
// engineers the build and code servers, finance its file share and ERP, everyone now and then the wiki.

const REACH: Record<string, readonly string[]> = {
  Engineering: ['git', 'jenkins', 'grafana', 'db-prod', 'wiki'],
  IT: ['git', 'grafana', 'dns', 'files', 'wiki', 'rdp-finance', 'db-prod'],
  Finance: ['files', 'rdp-finance', 'erp', 'wiki'],
  Operations: ['erp', 'wiki', 'files'],
};

export function generateZtpa(out: DeviceEvents, days: readonly CompanyDay[]): void {
  const { ctx, device, random } = out;
  if (ctx.gateways.length === 0 || device.family === 'Unknown') return;
  const reach = REACH[device.owner.department ?? ''] ?? ['wiki'];
  const daily = device.infra ? 0.5 : reach.length > 1 ? 0.25 : 0.05;
  const destinations = ctx.gateways.flatMap((g) => g.destinations.map((d) => ({ gateway: g.name, ...d })));
  for (const day of days) {
    if (!random.chance(daily)) continue;
    for (let n = random.int(1, 3); n > 0; n--) {
      // now and then someone tries a host outside their role: the gateway denies it
      const denied = random.chance(0.04);
      const wanted = denied ? random.pick(destinations.filter((d) => !reach.some((r) => d.host.startsWith(`${r}.`)))) : undefined;
      const target = wanted ?? random.pick(destinations.filter((d) => reach.some((r) => d.host.startsWith(`${r}.`))));
      if (!target) continue;
      const duration = denied ? 0 : Math.round(Math.min(8 * 3600, random.logNormal(900, 1.1)));
      out.add(workInstant(random, day), {
        kind: 'ztpa_activity',
        gateway: target.gateway,
        destination: target.host,
        port: target.port,
        action: denied ? 'Deny' : 'Allow',
        bytes_in: denied ? 0 : Math.round(random.logNormal(2_000_000, 1.5)),
        bytes_out: denied ? 0 : Math.round(random.logNormal(300_000, 1.4)),
        duration_s: duration,
      });
    }
  }
}

const SEED_GATEWAY_VERSION = '1.4.2';

/**
 * The enrolment token a demo gateway is seeded with, known to tools/simulate/ztpa.ts the way the demo
 * enrolment secrets are known to the endpoint simulator (demo companies only). One-time, as any.
 */
export function demoGatewayToken(accountKey: string, gatewayName: string): string {
  return `gwe_demo_${accountKey}_${gatewayName}`;
}
const DAY = 86_400_000;

/**
 * Issue 22: the gateways the seed inserted get what the three-step setup makes: a real X25519 key pair
 * (private key sealed), each destination's address, and policies that say what generateZtpa() does: a
 * host is reachable by the departments whose REACH names it (their group where the company has one,
 * else the department's people one by one), the wiki by everyone; everyone else is denied. Plus a week
 * of the gateways' own log lines (Admin › ZTPA logs and errors tabs).
 */
export async function seedZtpaSetup(db: Db, accountId: string, accountKey: string, specs: readonly GatewaySpec[], now: Date, label: string): Promise<void> {
  if (specs.length === 0) return;
  const random = new Random(`${label}:ztpa-setup`);
  const groups = new Map(
    rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from groups where account_id = ${accountId}::uuid`)).map((g) => [g.name, g.id]),
  );
  const byDepartment = new Map<string, string[]>();
  for (const p of rowsOf<{ id: string; department: string }>(
    await db.execute(sql`select id, department from people where account_id = ${accountId}::uuid and department is not null order by id`),
  )) {
    if (groups.has(p.department)) continue;
    byDepartment.set(p.department, [...(byDepartment.get(p.department) ?? []), p.id]);
  }
  for (const spec of specs) {
    const [g] = await db.select().from(ztpaGateways).where(and(eq(ztpaGateways.accountId, accountId), eq(ztpaGateways.name, spec.name)));
    if (!g) continue;
    const keys = generateKeyPair();
    await db
      .update(ztpaGateways)
      .set({
        publicKey: keys.publicKey, privateKeySealed: secretBox().seal(keys.privateKey, g.id), keyFingerprint: fingerprint(keys.publicKey),
        version: SEED_GATEWAY_VERSION, enrolledAt: new Date(g.createdAt.getTime() + DAY), policyUpdatedAt: g.createdAt,
        enrolmentTokenHash: hashToken(demoGatewayToken(accountKey, g.name)), enrolmentExpiresAt: new Date(now.getTime() + 365 * DAY),
      })
      .where(and(eq(ztpaGateways.accountId, accountId), eq(ztpaGateways.id, g.id)));
    const policies = spec.destinations.map((d, position) => {
      const prefix = d.host.split('.')[0];
      const departments = Object.entries(REACH).filter(([, hosts]) => hosts.includes(prefix)).map(([department]) => department);
      const everyone = prefix === 'wiki';
      return {
        accountId, gatewayId: g.id, position, subnet: `${d.address}/32`, ports: [String(d.port)], allUsers: everyone,
        groupIds: everyone ? [] : departments.filter((dep) => groups.has(dep)).map((dep) => groups.get(dep)!),
        personIds: everyone ? [] : departments.flatMap((dep) => byDepartment.get(dep) ?? []),
        createdAt: g.createdAt,
      };
    });
    if (policies.length) await db.insert(ztpaPolicies).values(policies);
    for (const d of spec.destinations) {
      await db
        .update(ztpaDestinations)
        .set({ address: d.address })
        .where(and(eq(ztpaDestinations.accountId, accountId), eq(ztpaDestinations.gatewayId, g.id), eq(ztpaDestinations.host, d.host)));
    }
    const events: (typeof ztpaGatewayEvents.$inferInsert)[] = [];
    for (let day = 6; day >= 0; day--) {
      const start = now.getTime() - day * DAY - 12 * 3_600_000;
      events.push({ accountId, gatewayId: g.id, at: new Date(start), level: 'info', message: `WireGuard interface up on port ${g.listenPort}; ${spec.subnets.join(', ')} routed.` });
      events.push({ accountId, gatewayId: g.id, at: new Date(start + 60_000), level: 'info', message: `Policy applied: ${policies.length} rules.` });
      if (random.chance(0.4)) {
        events.push({ accountId, gatewayId: g.id, at: new Date(start + random.int(2, 600) * 60_000), level: 'warning', message: `Peer handshake retried for ${random.int(1, 3)} endpoints.` });
      }
      if (random.chance(0.25)) {
        events.push({ accountId, gatewayId: g.id, at: new Date(start + random.int(2, 600) * 60_000), level: 'error', message: `Upstream ${random.pick(spec.destinations).host} did not answer within 10 s.` });
      }
    }
    await db.insert(ztpaGatewayEvents).values(events.filter((e) => e.at.getTime() <= now.getTime()));
  }
}
