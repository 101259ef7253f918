import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { demoPeople } from './people';

const acme = DEMO_ACCOUNTS.find((a) => a.key === 'acme')!;
const now = new Date('2026-01-15T12:00:00Z');

it('generates the same company on every run', () => {
  expect(demoPeople(acme, 'acme-id', now)).toEqual(demoPeople(acme, 'acme-id', now));
});

it('generates realistic, unique people at the company domain', () => {
  const { people, groups, memberships } = demoPeople(acme, 'acme-id', now);
  expect(people).toHaveLength(400);
  expect(new Set(people.map((p) => p.email)).size).toBe(400);
  for (const p of people) expect(p.email).toMatch(/^[a-z.]+\d*@acme\.test$/);
  expect(groups.map((g) => g.name)).toEqual(acme.groups);
  const installed = people.filter((p) => p.copilotStatus === 'installed').length;
  expect(installed / people.length).toBeGreaterThan(0.6);
  expect(people.filter((p) => p.status === 'ACTIVE').length / people.length).toBeGreaterThan(0.8);
  expect(people.filter((p) => p.scope === 'IN_SCOPE').length / people.length).toBeGreaterThan(0.8);
  expect(memberships.length).toBeGreaterThan(300);
});
