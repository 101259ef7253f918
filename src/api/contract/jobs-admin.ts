// Scheduled Jobs (issue 24; /scheduled-jobs and /selected-scheduled-job/{id}): the job queue's recurring
// schedules across the platform (server/jobs), with their last and next runs, failures and dead letters,
// one schedule's run history, and the operator's controls: run now, pause, resume, retry a dead run.
// A schedule is addressed by its name ('jobs.prune'); its runs are the jobs rows of that name.
import { z } from 'zod';
import { isProviderOperator } from './access';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

const count = z.number().int().min(0);

export const JOB_RUN_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export const jobRunStatus = z.enum(JOB_RUN_STATUSES);
export type JobRunStatus = z.infer<typeof jobRunStatus>;

/** Recent: the last seven days. */
export const RECENT_FAILURE_DAYS = 7;

export const scheduleNameParams = z.object({
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'expected a schedule name such as jobs.prune'),
});

export const scheduleRow = z.object({
  name: z.string(),
  /** a five-field cron expression in UTC, or 'every <ms>' */
  spec: z.string(),
  paused: z.boolean(),
  paused_at: z.string().nullable(),
  paused_by: z.string().nullable(),
  /** when a run was last queued, by the schedule or by run now */
  last_run_at: z.string().nullable(),
  /** when it queues the next one (a paused schedule queues none) */
  next_run_at: z.string(),
  /** the newest finished run: done or dead, with its error */
  last_result: z.enum(['done', 'dead']).nullable(),
  last_finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** the run waiting or under way, if any */
  active_run: z.object({ id: z.string(), status: z.enum(['queued', 'running']) }).nullable(),
  /** tries that failed in the last RECENT_FAILURE_DAYS days (retried or dead) */
  recent_failures: count,
  /** runs kept as dead letters */
  dead: count,
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const jobRun = z.object({
  id: z.string(),
  status: jobRunStatus,
  /** 'schedule' when the timer queued it, 'manual' when an operator asked (run now) */
  trigger: z.enum(['schedule', 'manual']),
  requested_by: z.string().nullable(),
  attempts: count,
  max_attempts: count,
  run_at: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const runNowResult = z.object({
  /** the run now queued or already waiting */
  job_id: z.string(),
  /** false when a run of this schedule was already queued or running (nothing new was queued) */
  queued: z.boolean(),
});
export type RunNowResult = z.infer<typeof runNowResult>;

export const runIdParams = scheduleNameParams.extend({ id: z.uuid() });

const listRuns = endpoint({
  method: 'GET',
  path: '/scheduled-jobs/:name/runs',
  access: isProviderOperator,
  tag: 'jobs-admin',
  description: "A schedule's runs, newest first, a page at a time.",
  params: scheduleNameParams,
  query: pageQuery,
  response: z.array(jobRun),
  errors: [404],
});

export const jobsAdminApi = {
  listSchedules: endpoint({
    method: 'GET',
    path: '/scheduled-jobs',
    access: isProviderOperator,
    tag: 'jobs-admin',
    description: 'Every recurring job of the platform with its schedule, last and next run, last result, recent failures and dead letters.',
    response: z.array(scheduleRow),
  }),
  getSchedule: endpoint({
    method: 'GET',
    path: '/scheduled-jobs/:name',
    access: isProviderOperator,
    tag: 'jobs-admin',
    description: 'One recurring job.',
    params: scheduleNameParams,
    response: scheduleRow,
    errors: [404],
  }),
  listRuns,
  countRuns: countOf(listRuns),
  runNow: endpoint({
    method: 'POST',
    path: '/scheduled-jobs/:name/run',
    access: isProviderOperator,
    tag: 'jobs-admin',
    description: 'Queues a run now; when a run is already queued or running, answers that one and queues nothing.',
    params: scheduleNameParams,
    response: runNowResult,
    errors: [404],
  }),
  pauseSchedule: endpoint({
    method: 'POST',
    path: '/scheduled-jobs/:name/pause',
    access: isProviderOperator,
    tag: 'jobs-admin',
    description: 'Stops the schedule from queueing runs until it is resumed (a run already queued still runs).',
    params: scheduleNameParams,
    response: scheduleRow,
    errors: [404],
  }),
  resumeSchedule: endpoint({
    method: 'POST',
    path: '/scheduled-jobs/:name/resume',
    access: isProviderOperator,
    tag: 'jobs-admin',
    description: 'Lets a paused schedule queue runs again, from its next time after now.',
    params: scheduleNameParams,
    response: scheduleRow,
    errors: [404],
  }),
  retryRun: endpoint({
    method: 'POST',
    path: '/scheduled-jobs/:name/runs/:id/retry',
    access: isProviderOperator,
    tag: 'jobs-admin',
    description: 'Queues a dead run again for one more try (409 when it is not dead or another run is waiting).',
    params: runIdParams,
    response: jobRun,
    errors: [404, 409],
  }),
};
