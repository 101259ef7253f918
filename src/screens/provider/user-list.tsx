// /user-list/{id}/{name?} (spec part 2 §2.6 account drill-down, issue 24): the people of one company, for its
// operator; searchable (3 characters, 500 ms) and paged on the server. A customer admin's call answers 403,
// which sends it to /unauthorized (spec part 1 §8).
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Flex } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { PersonRow } from '../../api/contract/users';
import { providerQueries } from '../../api/queries/provider';
import { usePageHeading } from '../../app/layout/page-heading';
import { drillDownFilters } from '../../app/routes/filters';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';

const RISK_COLOR = { High: 'red', Medium: 'amber', Low: 'green' } as const;

export default function UserList() {
  const { t } = useTranslation('provider');
  const { id = '', name } = useParams();
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const company = useQuery(providerQueries.company(id));
  const companyName = company.data?.name ?? name ?? '';
  usePageHeading({ heading: companyName || undefined, subheading: t('users.subtitle', { company: companyName }) });
  const list = useQuery(providerQueries.users(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(providerQueries.userCount(id, filters));
  return (
    <Flex direction="column" gap="3">
      <Box maxWidth="360px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('users.searchLabel')} />
      </Box>
      <DataTable<PersonRow>
        caption={t('users.tableLabel')}
        columns={[
          { key: 'name', header: t('users.columns.name'), render: (p) => p.name, rowHeader: true },
          { key: 'email', header: t('users.columns.email'), render: (p) => p.email },
          { key: 'department', header: t('users.columns.department'), render: (p) => p.department ?? '—' },
          { key: 'risk', header: t('users.columns.risk'), render: (p) => <Badge color={RISK_COLOR[p.risk_level]} variant="soft">{t(`users.risk.${p.risk_level}`)}</Badge> },
          { key: 'copilot', header: t('users.columns.copilot'), render: (p) => t(`users.copilot.${p.copilot_status}`) },
          { key: 'status', header: t('users.columns.status'), render: (p) => t(`users.status.${p.status}`) },
          { key: 'lastSeen', header: t('users.columns.lastSeen'), render: (p) => (p.last_seen ? format(parseISO(p.last_seen), 'MM/dd/yyyy') : '—') },
        ]}
        rows={list.data}
        rowKey={(p) => p.id}
        busy={list.isPending}
        emptyText={t('users.empty')}
        loadingText={t('users.loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
