import type { NewPerson } from '../db/schema/index';
import type { DemoAccount } from './accounts';
import { DEPARTMENT_WEIGHTS, FIRST_NAMES, LAST_NAMES } from './names';
import { Random } from './random';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoPeople {
  people: NewPerson[];
  groups: { accountId: string; id: string; name: string }[];
  memberships: { accountId: string; personId: string; groupId: string }[];
}

/** The monitored people of one demo company, their groups and memberships. */
export function demoPeople(account: DemoAccount, accountId: string, now: Date): DemoPeople {
  const random = new Random(`people:${account.key}`);
  const groups = account.groups.map((name) => ({ accountId, id: random.uuid(), name }));
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  const people: NewPerson[] = [];
  const memberships: DemoPeople['memberships'] = [];
  const emails = new Set<string>();

  for (let i = 0; i < account.peopleCount; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${local}@${account.domain}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${account.domain}`;
    emails.add(email);

    const department = random.chance(0.03) ? null : random.weighted(DEPARTMENT_WEIGHTS);
    const copilotStatus = random.weighted([['installed', 80], ['not_installed', 14], ['uninstalled', 6]] as const);
    const status = random.chance(0.9) ? 'ACTIVE' : 'INACTIVE';
    const lastSeen =
      copilotStatus === 'not_installed'
        ? null
        : new Date(now.getTime() - (status === 'ACTIVE' ? random.int(0, 7 * DAY) : random.int(20 * DAY, 90 * DAY)));
    const id = random.uuid();
    people.push({
      accountId,
      id,
      name: `${first} ${last}`,
      email,
      department,
      riskLevel: random.weighted([['High', 10], ['Medium', 25], ['Low', 65]] as const),
      copilotStatus,
      status,
      scope: random.chance(0.92) ? 'IN_SCOPE' : 'OUT_OF_SCOPE',
      lastSeen,
      createdAt: new Date(now.getTime() - random.int(30 * DAY, 720 * DAY)),
    });

    const join = (name: string) => {
      const g = groupId.get(name);
      if (g) memberships.push({ accountId, personId: id, groupId: g });
    };
    if (department) join(department);
    if (random.chance(0.04)) join('Executives');
    if (random.chance(0.08)) join('Contractors');
    if (random.chance(0.25)) join('Remote Workers');
  }
  return { people, groups, memberships };
}
