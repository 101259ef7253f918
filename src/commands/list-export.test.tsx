import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { fetchAllPages, getListExport, useListExport } from './list-export';

interface Row {
  name: string;
  count: number;
}

function Screen({ rows }: { rows: Row[] }) {
  useListExport<Row>({
    name: 'Things',
    fileName: 'things',
    columns: [
      { header: 'Name', value: (r) => r.name },
      { header: 'Count', value: (r) => r.count },
    ],
    fetchRows: async () => rows,
  });
  return null;
}

describe('list export registration', () => {
  it('offers the mounted screen’s list, with the rows it fetches at export time, and withdraws it on unmount', async () => {
    const view = render(<Screen rows={[{ name: 'a', count: 1 }]} />);
    expect(getListExport()?.name).toBe('Things');
    view.rerender(<Screen rows={[{ name: 'b', count: 2 }]} />);
    expect(await getListExport()?.build()).toEqual({ header: ['Name', 'Count'], rows: [['b', 2]] });
    view.unmount();
    expect(getListExport()).toBeNull();
  });

  it('reads pages until a short one and fails when a page cannot be loaded', async () => {
    const pages: Record<number, number[] | null> = { 1: [1, 2], 2: [3, 4], 3: [5] };
    const asked: number[] = [];
    expect(await fetchAllPages(async (page) => (asked.push(page), pages[page] ?? []), 2)).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
    await expect(fetchAllPages(async () => null, 2)).rejects.toThrow();
  });
});
