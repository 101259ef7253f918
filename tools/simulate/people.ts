import type { FleetPerson } from '../../server/seed/fleet/index';
import { DEPARTMENT_WEIGHTS, FIRST_NAMES, LAST_NAMES } from '../../server/seed/names';
import { Random } from '../../server/seed/random';

/** People for a company the demo seed does not know: invented, at <account>.test, the same for the same name. */
export function syntheticPeople(account: string, count: number, now: Date): FleetPerson[] {
  const random = new Random(`simulate:people:${account}`);
  const domain = `${account.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'company'}.test`;
  const taken = new Set<string>();
  return Array.from({ length: count }, () => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
    taken.add(email);
    return {
      email,
      name: `${first} ${last}`,
      department: random.weighted(DEPARTMENT_WEIGHTS),
      riskLevel: random.weighted([['High', 8], ['Medium', 25], ['Low', 67]] as const),
      copilotStatus: 'installed' as const,
      status: 'ACTIVE' as const,
      lastSeen: now,
    };
  });
}
