// The Top 10 tables of spec part 2 §2.2 Usage: GET /saas-inv and /nonsaas-inv with s, e, z, so, sb and
// one page of 10. Kept here, under the dashboard's key, because the tables need the call's error
// (status and exception, spec part 2 §8) where the inventory lists' getList gives null.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../api/client';
import { inventoryRow } from '../../api/contract/saas';
import { websiteInventoryRow } from '../../api/contract/websites';
import type { RangeParams } from '../../api/contract/dashboard';
import { dashboardQueries } from '../../api/queries/dashboard';

export const TOP_SIZE = 10;
export type SortOrder = 'asc' | 'desc';

const saasRows = z.array(inventoryRow);
const websiteRows = z.array(websiteInventoryRow);

function topQuery(range: RangeParams, so: SortOrder) {
  return { ...range, page: 1, size: TOP_SIZE, sb: 'weighted_duration', so };
}

export const topQueries = {
  saas: (range: RangeParams, so: SortOrder) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'top', 'saas', range, so] as const,
      queryFn: ({ signal }) => request('GET', '/saas-inv', { query: topQuery(range, so), schema: saasRows, signal }),
    }),
  websites: (range: RangeParams, so: SortOrder) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'top', 'websites', range, so] as const,
      queryFn: ({ signal }) => request('GET', '/nonsaas-inv', { query: topQuery(range, so), schema: websiteRows, signal }),
    }),
};
