// The palette's Update Group step: lists Group Management's groups (GET /groups) and opens /update-group/{name};
// only for the roles that open Admin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupRow } from '../../api/contract/users';
import { json, mockApi } from '../../app/session/testing';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { peopleGroupsArea } from './people-groups';

const GROUPS: GroupRow[] = [
  { id: 'g1', name: 'Sales/EMEA', members: 12, admins: ['lead@acme.test'], created_at: '2026-01-01T00:00:00.000Z' },
  { id: 'g2', name: 'Engineering', members: 1, admins: [], created_at: '2026-01-01T00:00:00.000Z' },
];

afterEach(() => vi.unstubAllGlobals());

describe('palette: Update Group', () => {
  it('is offered to who may open Admin only', () => {
    expect(stepRoutes(peopleGroupsArea, paletteContext('ADMIN'))).toEqual(['update-group']);
    for (const role of ['GROUP_ADMIN', 'AUDITOR'] as const) expect(stepRoutes(peopleGroupsArea, paletteContext(role)), role).toEqual([]);
  });

  it('lists the groups by name and opens each one’s update form', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/groups' ? json(200, GROUPS) : undefined));
    const groups = await openStep(peopleGroupsArea, 'update-group', paletteContext('ADMIN'), 2);
    expect(targets(groups)).toEqual([
      ['Sales/EMEA', '/update-group/Sales%2FEMEA'],
      ['Engineering', '/update-group/Engineering'],
    ]);
    expect(groups.map((g) => g.subtitle)).toEqual(['12 members · group admins lead@acme.test', '1 member']);
    expect(calls[0]!.url.searchParams.get('sb')).toBe('name');
  });
});
