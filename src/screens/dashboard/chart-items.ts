// What the bar and doughnut charts draw: one item per chart key (spec part 2 §3 "Chart keys"), each
// with the pre-filtered list it opens (spec part 2 §2.2, §2.4 click targets).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChartState } from '../../ui/chart-card';

export interface ChartItem {
  key: string;
  label: string;
  value: number;
  color: string;
  /** built with linkTo; no href: not clickable */
  href?: string;
}

/** spec part 2 §4: a chart whose values are all zero is empty ('Data not available'). */
export function allZero(values: readonly number[]): boolean {
  return values.every((v) => v === 0);
}

/** The ChartCard state of one query: loading until it answers, its error, empty when every value is 0. */
export function chartState<T>(query: Pick<UseQueryResult<T>, 'isPending' | 'error' | 'data'>, values: (data: T) => readonly number[]): ChartState {
  return {
    isPending: query.isPending,
    error: query.error,
    isEmpty: query.data !== undefined && allZero(values(query.data)),
  };
}

/** data-state of a chart's wrapper, read by the paint bench and the end-to-end tests. */
export function stateName(state: ChartState): 'loading' | 'error' | 'empty' | 'data' {
  if (state.error) return 'error';
  if (state.isPending) return 'loading';
  return state.isEmpty ? 'empty' : 'data';
}

export const COLORS = {
  green: 'var(--green-9)',
  red: 'var(--red-9)',
  amber: 'var(--amber-9)',
  gray: 'var(--gray-8)',
  blue: 'var(--blue-9)',
  violet: 'var(--violet-9)',
  orange: 'var(--orange-9)',
  cyan: 'var(--cyan-9)',
} as const;
