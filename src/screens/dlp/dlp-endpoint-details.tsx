// /dlp-endpoint-details/{deviceId} (Discovered Data on Endpoint, issue 21): what the scanner found on one
// endpoint and is still there (GET /devices/{id}/sensitive-data-discovery-summary: totals, data types,
// folders) and the files themselves, each opening its details and scan history. The help's sample
// endpoint 51 is not a stored endpoint and shows the not-found state.
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Card, Flex, Grid, Heading, Link, Table, Text } from '@radix-ui/themes';
import type { FileFilters } from '../../api/contract/dlp';
import { fleetQueries } from '../../api/queries/fleet';
import { canOpen } from '../../app/can-open';
import { usePageHeading } from '../../app/layout/page-heading';
import { sensitiveFileFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { TypeFilter } from './common';
import { FilesTable } from './files-table';
import { Figures, isMissing, isRowId, NotFound } from './summary';

/** Files and matches by one key (a data type, a folder), as a small table in a card. */
function CountsCard({ title, keyHeader, rows }: { title: string; keyHeader: string; rows: { key: string; label: ReactNode; files: number; matches: number }[] }) {
  const { t } = useTranslation('dlp');
  return (
    <Card>
      <Heading as="h2" size="3" mb="2">
        {title}
      </Heading>
      <Table.Root size="1">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{keyHeader}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('columns.files')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('columns.matches')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.RowHeaderCell>{r.label}</Table.RowHeaderCell>
              <Table.Cell align="right">{r.files}</Table.Cell>
              <Table.Cell align="right">{r.matches}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}

export default function DlpEndpointDetails() {
  const { deviceId } = useParams();
  const { t } = useTranslation('dlp');
  const valid = isRowId(deviceId);
  const device = useQuery({ ...fleetQueries.device(deviceId ?? ''), enabled: valid });
  const summary = useQuery({ ...fleetQueries.sensitive(deviceId ?? ''), enabled: valid });
  usePageHeading({ subheading: device.data ? t('endpoint.subtitle', { hostname: device.data.hostname }) : t('endpoint.subtitleLoading') });
  const { params, update } = useListParams(sensitiveFileFilters);
  const { access } = useSession();
  const filters: FileFilters = useMemo(() => ({ endpoint: deviceId, q: params.q, type: params.type }), [deviceId, params.q, params.type]);

  if (!valid || isMissing(summary.error)) return <NotFound what={t('endpoint.what')} />;
  if (summary.isError) return <ErrorState />;
  const s = summary.data;
  return (
    <Flex direction="column" gap="4">
      {device.data && canOpen('endpoint-details', access) ? (
        <Text size="2">
          <Link asChild>
            <RouterLink to={linkTo('endpoint-details', { id: device.data.id })}>{t('endpoint.openDevice', { hostname: device.data.hostname })}</RouterLink>
          </Link>
        </Text>
      ) : null}
      {s ? (
        <Figures
          label={t('endpoint.figuresLabel')}
          items={[
            { key: 'files', label: t('endpoint.files'), value: s.total.files },
            { key: 'matches', label: t('endpoint.matches'), value: s.total.matches },
            { key: 'types', label: t('endpoint.dataTypes'), value: s.total.data_types },
            { key: 'locations', label: t('endpoint.locations'), value: s.total.locations },
            { key: 'removed', label: t('endpoint.removed'), value: s.removed },
            { key: 'last', label: t('endpoint.lastSeen'), value: <Text size="2">{s.last_seen ? formatDateTime(s.last_seen) : t('endpoint.never')}</Text> },
          ]}
        />
      ) : (
        <Text color="gray">{t('loading')}</Text>
      )}
      {s && s.by_data_type.length ? (
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          <CountsCard
            title={t('endpoint.byType')}
            keyHeader={t('columns.dataType')}
            rows={s.by_data_type.map((r) => ({ key: r.data_type, files: r.files, matches: r.matches, label: (
              <Link asChild>
                <RouterLink to={linkTo('data-details', { id: r.data_type })}>{r.data_type}</RouterLink>
              </Link>
            ) }))}
          />
          <CountsCard
            title={t('endpoint.byLocation')}
            keyHeader={t('columns.folder')}
            rows={s.by_location.map((r) => ({ key: r.location, files: r.files, matches: r.matches, label: <span style={{ wordBreak: 'break-all' }}>{r.location}</span> }))}
          />
        </Grid>
      ) : null}
      <Heading as="h2" size="3">
        {t('endpoint.filesHeading')}
      </Heading>
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('files.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <TypeFilter value={params.type ?? []} onChange={(type) => update({ type })} />
      </Flex>
      <FilesTable filters={filters} page={params.page ?? 1} onPageChange={(page) => update({ page: String(page) })} filtered={Boolean(params.q || params.type?.length)} hideEndpoint />
    </Flex>
  );
}
