// The endpoint details' Sensitive Data tab (issue 18; spec part 2 §7 GET /devices/{id}/sensitive-data-
// discovery-summary; the help menu path names the tab "Sensitive Data"): what the endpoint scanner found and
// is still there, by data type and folder, with the newest finds. Only for companies with DLP (the caller
// hides the tab otherwise; the server answers 403).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { SensitiveSummary } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';

const num = (value: number) => value.toLocaleString('en-US');

type TypeRow = SensitiveSummary['by_data_type'][number];
type LocationRow = SensitiveSummary['by_location'][number];
type FindRow = SensitiveSummary['newest'][number];

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card>
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Text size="5" weight="bold" data-testid={testId}>
          {value}
        </Text>
      </Flex>
    </Card>
  );
}

export function SensitiveTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const q = useQuery(fleetQueries.sensitive(id));
  if (q.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (q.isError) return <ErrorState title={q.error.message} />;
  const s = q.data;
  const folders = s.total.locations > s.by_location.length ? t('sensitive.topLocations', { shown: s.by_location.length, count: s.total.locations }) : t('sensitive.byLocation');
  if (s.total.files === 0 && s.removed === 0) {
    return (
      <Text as="p" color="gray" data-testid="sensitive-empty">
        {t('empty.sensitive')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3">
        <Figure label={t('sensitive.files')} value={num(s.total.files)} testId="sensitive-files" />
        <Figure label={t('sensitive.matches')} value={num(s.total.matches)} testId="sensitive-matches" />
        <Figure label={t('sensitive.dataTypes')} value={num(s.total.data_types)} testId="sensitive-types" />
        <Figure label={t('sensitive.removed')} value={num(s.removed)} testId="sensitive-removed" />
        <Figure label={t('sensitive.lastSeen')} value={<Text size="3">{s.last_seen ? formatDateTime(s.last_seen) : '—'}</Text>} testId="sensitive-last-seen" />
      </Grid>
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Flex direction="column" gap="2" minWidth="0">
          <Heading as="h3" size="3">
            {t('sensitive.byType')}
          </Heading>
          <DataTable<TypeRow>
            caption={t('sensitive.byType')}
            columns={[
              { key: 'type', header: t('columns.dataType'), rowHeader: true, render: (r) => r.data_type },
              { key: 'files', header: t('columns.files'), align: 'right', render: (r) => num(r.files) },
              { key: 'matches', header: t('columns.matches'), align: 'right', render: (r) => num(r.matches) },
            ]}
            rows={s.by_data_type}
            rowKey={(r) => r.data_type}
            emptyText={t('empty.sensitiveNow')}
          />
        </Flex>
        <Flex direction="column" gap="2" minWidth="0">
          <Heading as="h3" size="3">
            {folders}
          </Heading>
          <DataTable<LocationRow>
            caption={folders}
            columns={[
              { key: 'location', header: t('columns.folder'), rowHeader: true, render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.location}</Text> },
              { key: 'files', header: t('columns.files'), align: 'right', render: (r) => num(r.files) },
              { key: 'matches', header: t('columns.matches'), align: 'right', render: (r) => num(r.matches) },
            ]}
            rows={s.by_location}
            rowKey={(r) => r.location}
            emptyText={t('empty.sensitiveNow')}
          />
        </Flex>
      </Grid>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {t('sensitive.newest')}
        </Heading>
        <DataTable<FindRow>
          caption={t('sensitive.newest')}
          columns={[
            { key: 'path', header: t('columns.file'), rowHeader: true, render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.path}</Text> },
            { key: 'type', header: t('columns.dataType'), render: (r) => r.data_type },
            { key: 'matches', header: t('columns.matches'), align: 'right', render: (r) => num(r.match_count) },
            { key: 'first', header: t('columns.found'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.first_seen)}</Text> },
            { key: 'last', header: t('columns.lastScan'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.last_seen)}</Text> },
          ]}
          rows={s.newest}
          rowKey={(r) => `${r.path}:${r.data_type}`}
          emptyText={t('empty.sensitiveNow')}
        />
      </Flex>
    </Flex>
  );
}
