// spec part 2 §5: shares of endpoints are rounded to whole numbers on Security Insights and to two
// decimals on the Operational Overview; a share that is not a number (0 / 0) is 0.

function share(part: number, total: number): number {
  const value = (part / total) * 100;
  return Number.isFinite(value) ? value : 0;
}

/** Security Insights: a whole-number percentage. */
export function wholePercent(part: number, total: number): number {
  return Math.round(share(part, total));
}

/** Operational Overview: a percentage with at most two decimals. */
export function percent2(part: number, total: number): number {
  return Math.round(share(part, total) * 100) / 100;
}

/** spec part 2 §5: 'Endpoint' for exactly 1, else 'Endpoints'. */
export function endpointWord(count: number): 'Endpoint' | 'Endpoints' {
  return count === 1 ? 'Endpoint' : 'Endpoints';
}

/** '1 Endpoint', '0 Endpoints', '12 Endpoints' */
export function endpointCount(count: number): string {
  return `${count} ${endpointWord(count)}`;
}
