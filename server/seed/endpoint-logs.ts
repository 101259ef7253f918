// Agent log files of the demo fleet (issue 18, the endpoint details' Logs tab): two small files per
// endpoint with an owner, in the stored form of an upload (server/modules/fleet/logs.ts logRow). The
// simulator uploads fresh ones through POST /agent/v1/logs with the same text.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { endpointLogFiles, endpoints } from '../db/schema/index';
import { logRow } from '../modules/fleet/logs';
import { Random } from './random';

const MINUTE = 60_000;
const LINES = [
  (r: Random) => `INFO  service: heartbeat ok (${r.int(40, 400)} ms)`,
  (r: Random) => `INFO  telemetry: sent ${r.int(1, 120)} events, 0 duplicates`,
  (r: Random) => `INFO  policy: version ${r.int(2, 40)} already applied`,
  (r: Random) => `DEBUG scanner: ${r.int(100, 5000)} files checked, ${r.int(0, 3)} matches`,
  (r: Random) => `WARN  webfilter: TLS inspection skipped for ${r.pick(['login.microsoftonline.com', 'appleid.apple.com', 'bank.example.com'])} (pinned certificate)`,
  (r: Random) => `INFO  commands: polled, ${r.int(0, 2)} waiting`,
  (r: Random) => `INFO  perf: cpu ${r.int(3, 70)}% memory ${r.int(30, 90)}% disk ${r.int(30, 90)}%`,
];

/** A few minutes of an agent's log ending at `end`, one line every few seconds to minutes. */
export function agentLogText(random: Random, agentVersion: string, end: Date): Buffer {
  const count = random.int(25, 60);
  let at = end.getTime() - count * 2 * MINUTE;
  const lines = [`${new Date(at).toISOString()} INFO  agent: Palisade Copilot ${agentVersion} started`];
  for (let i = 0; i < count; i++) {
    at += random.int(5, 240) * 1000;
    lines.push(`${new Date(at).toISOString()} ${random.pick(LINES)(random)}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

export async function seedDemoLogs(db: Db, input: { accountIds: readonly string[]; now: Date }): Promise<number> {
  let stored = 0;
  for (const accountId of input.accountIds) {
    const rows = await db
      .select({ id: endpoints.id, agentVersion: endpoints.agentVersion, lastSeen: endpoints.lastSeen })
      .from(endpoints)
      .where(and(eq(endpoints.accountId, accountId), isNotNull(endpoints.ownerPersonId)))
      .orderBy(endpoints.serial);
    const random = new Random(`logs:${accountId}`);
    const files = rows.flatMap((e) => {
      const last = new Date(Math.min(e.lastSeen.getTime(), input.now.getTime()));
      const earlier = new Date(last.getTime() - random.int(1, 6) * 86_400_000);
      return [
        { ...logRow({ accountId, endpointId: e.id, name: 'agent.log', text: agentLogText(random, e.agentVersion, last), at: last }), id: random.uuid() },
        { ...logRow({ accountId, endpointId: e.id, name: 'agent.1.log', text: agentLogText(random, e.agentVersion, earlier), at: earlier }), id: random.uuid() },
      ];
    });
    for (let i = 0; i < files.length; i += 500) await db.insert(endpointLogFiles).values(files.slice(i, i + 500));
    stored += files.length;
  }
  return stored;
}
