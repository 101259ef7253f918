// The URL filters of /login-details: e-mail search, method, result, date range and page.
import { z } from 'zod';
import { authMethodSchema, LOGIN_RESULTS } from '../../api/contract/auth';
import { listFilters, rangeFilters } from '../../app/routes/filters';

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(item).optional());

export const loginHistoryFilters = z.strictObject({ ...listFilters, ...rangeFilters, method: many(authMethodSchema), result: many(z.enum(LOGIN_RESULTS)) });
