import { describe, expect, it } from 'vitest';
import { planWorkers } from './cluster';

const pg = 'postgres://db/palisade';

describe('planWorkers', () => {
  it('runs one process per core with PostgreSQL unless WORKERS says otherwise', () => {
    expect(planWorkers({}, pg, 2)).toEqual({ workers: 2 });
    expect(planWorkers({ WORKERS: '3' }, pg, 2)).toEqual({ workers: 3 });
    expect(planWorkers({ WORKERS: ' ' }, pg, 4)).toEqual({ workers: 4 });
  });

  it('keeps PGlite in one process and says why when more were asked for', () => {
    expect(planWorkers({}, undefined, 8)).toEqual({ workers: 1 });
    expect(planWorkers({ WORKERS: '1' }, undefined, 8)).toEqual({ workers: 1 });
    const plan = planWorkers({ WORKERS: '4' }, undefined, 8);
    expect(plan.workers).toBe(1);
    expect(plan.note).toMatch(/WORKERS=4 ignored.*DATABASE_URL/);
  });

  it('refuses a WORKERS that is not a whole number from 1 to 256', () => {
    for (const bad of ['0', '-2', '1.5', 'two', '1000']) expect(() => planWorkers({ WORKERS: bad }, pg, 2), bad).toThrow(/WORKERS must be a whole number/);
  });
});
