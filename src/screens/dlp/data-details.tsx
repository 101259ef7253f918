// /data-details/{id} (Data Details, issue 21): one data type (the id is its name, e.g. 'Credit Card
// Number') over the period — files, matches, endpoints, people, pastes — the endpoints holding most of it,
// and its files.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Heading, Text } from '@radix-ui/themes';
import type { DataTypeDetail, FileFilters } from '../../api/contract/dlp';
import { dlpQueries } from '../../api/queries/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { sensitiveFileFilters } from '../../app/routes/filters';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { useListParams } from '../../ui/use-list-params';
import { EndpointLink, PresetFilters, usePeriod } from './common';
import { FilesTable } from './files-table';
import { Figures, isMissing, NotFound } from './summary';

type TopRow = DataTypeDetail['top_endpoints'][number];

export default function DataDetails() {
  const { id } = useParams();
  const name = id ?? '';
  const { t } = useTranslation('dlp');
  usePageHeading({ subheading: t('dataType.subtitle', { name }) });
  const { params, update } = useListParams(sensitiveFileFilters);
  const { period, picker } = usePeriod(params.on);
  const detail = useQuery({ ...dlpQueries.dataType(name, period), enabled: name.length > 0 });
  const filters: FileFilters = useMemo(() => ({ ...period, type: [name], q: params.q, u: params.u }), [period, name, params.q, params.u]);
  if (!name || isMissing(detail.error)) return <NotFound what={t('dataType.what')} />;
  if (detail.isError) return <ErrorState />;
  const d = detail.data;
  const c = (key: string) => t(`columns.${key}`);
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" align="end">
        {picker}
      </Flex>
      <PresetFilters on={params.on} u={params.u} update={update} />
      {d ? (
        <Figures
          label={t('dataType.figuresLabel', { name })}
          items={[
            { key: 'files', label: t('dataType.files'), value: d.files },
            { key: 'matches', label: t('dataType.matches'), value: d.matches },
            { key: 'endpoints', label: t('dataType.endpoints'), value: d.endpoints },
            { key: 'people', label: t('dataType.people'), value: d.people },
            { key: 'pastes', label: t('dataType.pastes'), value: d.pastes },
          ]}
        />
      ) : (
        <Text color="gray">{t('loading')}</Text>
      )}
      <Heading as="h2" size="3">
        {t('dataType.topEndpoints')}
      </Heading>
      <DataTable<TopRow>
        caption={t('dataType.topEndpoints')}
        size="1"
        columns={[
          { key: 'endpoint', header: c('endpoint'), rowHeader: true, render: (r) => <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} /> },
          { key: 'files', header: c('files'), align: 'right', render: (r) => r.files },
          { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.matches },
        ]}
        rows={d?.top_endpoints}
        rowKey={(r) => r.endpoint.id}
        busy={detail.isPending}
        emptyText={t('dataType.noEndpoints')}
        loadingText={t('loading')}
      />
      <Heading as="h2" size="3">
        {t('dataType.filesHeading')}
      </Heading>
      <FilesTable filters={filters} page={params.page ?? 1} onPageChange={(page) => update({ page: String(page) })} filtered={Boolean(params.q || params.u)} />
    </Flex>
  );
}
