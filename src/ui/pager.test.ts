import { describe, expect, it } from 'vitest';
import { pageRange } from './pager';

describe('pageRange', () => {
  it('gives the first and last row shown and the page count', () => {
    expect(pageRange(1, 10, 27)).toEqual({ from: 1, to: 10, pages: 3 });
    expect(pageRange(3, 10, 27)).toEqual({ from: 21, to: 27, pages: 3 });
    expect(pageRange(1, 10, 10)).toEqual({ from: 1, to: 10, pages: 1 });
  });

  it('shows 0 to 0 with one page when there is nothing', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });
});
