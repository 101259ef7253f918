import { z } from 'zod';

export const ROLES = ['SuperAdmin', 'PALISADE_ADMIN', 'ADMIN', 'GROUP_ADMIN', 'AUDITOR'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** A company's feature flags (spec part 1 §4); gates and capabilities read them. */
export const FEATURE_FLAGS = ['enable_dlp', 'enable_vpn', 'enable_mdm', 'enable_execute_command', 'disable_session_logs'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const LOGIN_TYPES = ['GOOGLE', 'MICROSOFT', 'OKTA', 'BASIC'] as const;
export const loginTypeSchema = z.enum(LOGIN_TYPES);
export type LoginType = z.infer<typeof loginTypeSchema>;

/** DESIGN.md API conventions: every error body. */
export const errorSchema = z.object({
  exception: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

/** Lists take page (from 1) and size (default 10); HEAD answers the total in x-size. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const sortOrderSchema = z.enum(['asc', 'desc']);

/** A calendar day, 'YYYY-MM-DD', that exists (the dashboard's busiest day, a rollup day). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'no such day');

export const TOTAL_HEADER = 'x-size';
export const TRACE_HEADER = 'x-trace-id';
export const ACCOUNT_HEADER = 'x-account-id';
export const USER_HEADER = 'x-user';

/** A query key that may repeat (?r=High&r=Medium): one value or several, read as a list of at most `max`. */
export function queryList<T extends z.ZodType>(item: T, max = 20) {
  return z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(item).max(max).optional());
}
