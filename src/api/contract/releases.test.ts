// The canary plan and release transitions (issue 24): what each action does from each state, and the
// reasons a refused one gives (the server answers them as 409, the screens disable the buttons).
import { describe, expect, it } from 'vitest';
import { CANARY_ACTIONS, CANARY_STATUSES, canaryTransition, compareVersions, planBody, releaseTransition } from './releases';

const plan = (status: (typeof CANARY_STATUSES)[number], current_stage: number | null = 0) => ({ status, current_stage, stages: [5, 25, 100] });

describe('canaryTransition', () => {
  it('allows exactly these actions from each state', () => {
    const allowed = Object.fromEntries(CANARY_STATUSES.map((s) => [s, CANARY_ACTIONS.filter((a) => canaryTransition(plan(s, s === 'draft' ? null : 1), a).ok)]));
    expect(allowed).toEqual({
      draft: ['start'],
      active: ['widen', 'pause', 'rollback'],
      paused: ['resume', 'rollback'],
      completed: [],
      rolled_back: [],
    });
  });

  it('starts at the first stage, widens one stage at a time, completes only at the last', () => {
    expect(canaryTransition(plan('draft', null), 'start')).toEqual({ ok: true, status: 'active', stage: 0 });
    expect(canaryTransition(plan('active', 0), 'widen')).toEqual({ ok: true, status: 'active', stage: 1 });
    expect(canaryTransition(plan('active', 2), 'widen')).toEqual({ ok: false, reason: 'The plan is already at its last stage (100%): complete it.' });
    expect(canaryTransition(plan('active', 1), 'complete')).toEqual({ ok: false, reason: 'Widen the plan to its last stage (100%) before completing it.' });
    expect(canaryTransition(plan('active', 2), 'complete')).toEqual({ ok: true, status: 'completed', stage: 2 });
    expect(canaryTransition(plan('paused', 1), 'resume')).toEqual({ ok: true, status: 'active', stage: 1 });
  });

  it('says why a paused or finished plan refuses', () => {
    expect(canaryTransition(plan('paused', 1), 'widen')).toEqual({ ok: false, reason: 'The plan is paused: resume it before widening it.' });
    expect(canaryTransition(plan('rolled_back', 1), 'start')).toEqual({ ok: false, reason: 'The plan is rolled back: it cannot start.' });
    expect(canaryTransition(plan('completed', 2), 'rollback')).toEqual({ ok: false, reason: 'The plan is completed: it cannot roll back.' });
  });
});

describe('releaseTransition', () => {
  it('releases a draft or withdrawn version with builds and withdraws a released one', () => {
    expect(releaseTransition({ status: 'draft', builds: 2 }, 'release')).toMatchObject({ ok: true, status: 'released' });
    expect(releaseTransition({ status: 'withdrawn', builds: 1 }, 'release')).toMatchObject({ ok: true, status: 'released' });
    expect(releaseTransition({ status: 'released', builds: 1 }, 'withdraw')).toMatchObject({ ok: true, status: 'withdrawn' });
    expect(releaseTransition({ status: 'draft', builds: 0 }, 'release')).toEqual({ ok: false, reason: 'Add at least one platform build before releasing this version.' });
    expect(releaseTransition({ status: 'released', builds: 1 }, 'release')).toMatchObject({ ok: false });
    expect(releaseTransition({ status: 'draft', builds: 1 }, 'withdraw')).toMatchObject({ ok: false });
  });
});

describe('versions and plan bodies', () => {
  it('orders versions by number, not by text', () => {
    expect(['1.1.10', '1.1.7', '1.0.9', '2.0.0'].sort(compareVersions)).toEqual(['1.0.9', '1.1.7', '1.1.10', '2.0.0']);
  });

  it('takes stages that widen to 100 and a company list only for a companies plan', () => {
    const base = { name: 'Wave', version: '1.2.0', target: 'percentage' as const };
    expect(planBody.safeParse({ ...base, stages: [5, 25, 100] }).success).toBe(true);
    expect(planBody.safeParse({ ...base, stages: [25, 5, 100] }).success).toBe(false);
    expect(planBody.safeParse({ ...base, stages: [5, 50] }).success).toBe(false);
    expect(planBody.safeParse({ ...base, target: 'companies', stages: [100] }).success).toBe(false);
    expect(planBody.safeParse({ ...base, stages: [100], company_ids: ['7b0c9a56-7a4e-4f5f-9a55-4f4d3c2b1a00'] }).success).toBe(false);
  });
});
