// Pieces the DLP policy screens share: who may change them (the capability the server checks), a searchable
// list's local state, and the header row with a search box and add buttons.
import { useState, type ReactNode } from 'react';
import { Box, Flex } from '@radix-ui/themes';
import { canChangeDlpPolicies } from '../../api/contract/access';
import { useSession } from '../../app/session/use-session';
import { SearchBox } from '../../ui/search-box';

export function useCanChangeDlp(): boolean {
  return canChangeDlpPolicies(useSession().access);
}

/** A list's search text and page (these routes keep no filters in the URL). */
export function useSearchPage() {
  const [state, setState] = useState<{ q?: string; page: number }>({ page: 1 });
  return { q: state.q, page: state.page, search: (q: string) => setState({ q: q || undefined, page: 1 }), setPage: (page: number) => setState((s) => ({ ...s, page })) };
}

export function ListHeader({ label, q, onSearch, children }: { label: string; q?: string; onSearch: (q: string) => void; children?: ReactNode }) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Box width="320px">
        <SearchBox value={q ?? ''} onSearch={onSearch} label={label} />
      </Box>
      <Flex gap="2" wrap="wrap">
        {children}
      </Flex>
    </Flex>
  );
}
