// When a recurring job is next due: a five-field cron expression read in UTC (minute hour day-of-month
// month day-of-week; *, lists, ranges and steps), or 'every <ms>' for sub-minute sweeps.

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

export interface Schedule {
  /** the text kept in job_schedules.spec */
  spec: string;
  next(after: Date): Date;
}

function parseField(text: string, field: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron ${field.name}: cannot read '${part}'`);
    const step = match[4] === undefined ? 1 : Number(match[4]);
    const from = match[1] === '*' ? field.min : Number(match[2]);
    const to = match[1] === '*' ? field.max : match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? field.max : from;
    if (step < 1 || from < field.min || to > field.max || from > to) throw new Error(`cron ${field.name}: '${part}' is out of ${field.min}-${field.max}`);
    for (let v = from; v <= to; v += step) values.add(field.name === 'day of week' && v === 7 ? 0 : v);
  }
  return values;
}

export function cron(expression: string): Schedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron '${expression}': five fields expected`);
  const [minutes, hours, days, months, weekdays] = parts.map((p, i) => parseField(p, FIELDS[i]));
  // Classic cron: when both day fields are restricted, either may match.
  const anyDay = parts[2] === '*';
  const anyWeekday = parts[4] === '*';
  const dayMatches = (d: Date) => {
    const dom = days.has(d.getUTCDate());
    const dow = weekdays.has(d.getUTCDay());
    if (anyDay) return dow;
    if (anyWeekday) return dom;
    return dom || dow;
  };
  return {
    spec: parts.join(' '),
    next(after) {
      const t = new Date(after.getTime());
      t.setUTCSeconds(0, 0);
      t.setUTCMinutes(t.getUTCMinutes() + 1);
      // Five years of minutes bound the search (Feb 29 on a Monday takes up to 28 years; such specs are refused).
      const limit = after.getTime() + 5 * 366 * 86_400_000;
      while (t.getTime() <= limit) {
        if (!months.has(t.getUTCMonth() + 1)) {
          t.setUTCMonth(t.getUTCMonth() + 1, 1);
          t.setUTCHours(0, 0);
        } else if (!dayMatches(t)) {
          t.setUTCDate(t.getUTCDate() + 1);
          t.setUTCHours(0, 0);
        } else if (!hours.has(t.getUTCHours())) {
          t.setUTCHours(t.getUTCHours() + 1, 0);
        } else if (!minutes.has(t.getUTCMinutes())) {
          t.setUTCMinutes(t.getUTCMinutes() + 1);
        } else {
          return t;
        }
      }
      throw new Error(`cron '${expression}' never fires`);
    },
  };
}

export function every(ms: number): Schedule {
  if (!Number.isFinite(ms) || ms <= 0) throw new Error('every(ms): a positive interval is needed');
  return { spec: `every ${ms}`, next: (after) => new Date(after.getTime() + ms) };
}

/** Reads back the text kept in job_schedules.spec (a cron expression or 'every <ms>'). */
export function scheduleOf(spec: string): Schedule {
  const interval = /^every (\d+)$/.exec(spec.trim());
  return interval ? every(Number(interval[1])) : cron(spec);
}
