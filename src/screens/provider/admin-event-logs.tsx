// Logs › admin-event-logs of /palisade-account-details/{id}/{name?} (issue 24): the company's admin action log,
// searchable (3 characters, 500 ms) and paged on the server.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { providerQueries } from '../../api/queries/provider';
import { drillDownFilters } from '../../app/routes/filters';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { CompanyGuard, LogTabs } from './company-config';
import { EventsTable } from './events-table';

export default function AdminEventLogs() {
  const { t } = useTranslation('provider');
  const { id = '' } = useParams();
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const list = useQuery(providerQueries.events(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(providerQueries.eventCount(id, filters));
  return (
    <Flex direction="column" gap="3">
      <LogTabs current="admin" />
      <CompanyGuard>
        <Heading as="h2" size="3">
          {t('details.logs.admin')}
        </Heading>
        <Box maxWidth="360px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('events.searchLabel')} />
        </Box>
        <EventsTable
          rows={list.data}
          busy={list.isPending}
          emptyText={t('events.empty')}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
        />
      </CompanyGuard>
    </Flex>
  );
}
