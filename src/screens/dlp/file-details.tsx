// /file-details/{id} (File Details, issue 21): one file on one endpoint — where it is, whose it is, and each
// data type its scans found in it (the matched types and counts, never the sensitive values).
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Card, DataList, Flex, Link, Text } from '@radix-ui/themes';
import type { SensitiveFileDetail } from '../../api/contract/dlp';
import { dlpQueries } from '../../api/queries/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { EndpointLink, PersonLink } from './common';
import { isMissing, isRowId, NotFound } from './summary';

type TypeRow = SensitiveFileDetail['types'][number];

export default function FileDetails() {
  const { id } = useParams();
  const { t } = useTranslation('dlp');
  const valid = isRowId(id);
  const file = useQuery({ ...dlpQueries.file(id ?? ''), enabled: valid });
  usePageHeading({ subheading: t('file.subtitle') });
  if (!valid || isMissing(file.error)) return <NotFound what={t('file.what')} />;
  if (file.isError) return <ErrorState />;
  const f = file.data;
  const c = (key: string) => t(`columns.${key}`);
  return (
    <Flex direction="column" gap="4">
      <Card>
        {f ? (
          <DataList.Root size="2">
            <DataList.Item>
              <DataList.Label>{t('file.path')}</DataList.Label>
              <DataList.Value>
                <Text style={{ wordBreak: 'break-all' }}>{f.path}</Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{c('endpoint')}</DataList.Label>
              <DataList.Value>
                <EndpointLink id={f.endpoint.id} hostname={f.endpoint.hostname} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{c('user')}</DataList.Label>
              <DataList.Value>
                <PersonLink person={f.person} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{c('state')}</DataList.Label>
              <DataList.Value>{f.present ? <Badge color="amber">{t('files.present')}</Badge> : <Badge color="gray">{t('files.removed')}</Badge>}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{c('firstSeen')}</DataList.Label>
              <DataList.Value>{formatDateTime(f.first_seen)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{c('lastSeen')}</DataList.Label>
              <DataList.Value>{formatDateTime(f.last_seen)}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Text color="gray">{t('loading')}</Text>
        )}
      </Card>
      {f ? (
        <Text size="2">
          <Link asChild>
            <RouterLink to={linkTo('scan-history', { fileId: f.id })}>{t('file.openHistory')}</RouterLink>
          </Link>
        </Text>
      ) : null}
      <DataTable<TypeRow>
        caption={t('file.typesLabel')}
        size="1"
        columns={[
          {
            key: 'type',
            header: c('dataType'),
            rowHeader: true,
            render: (r) => (
              <Link asChild>
                <RouterLink to={linkTo('data-details', { id: r.data_type })}>{r.data_type}</RouterLink>
              </Link>
            ),
          },
          { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.match_count },
          { key: 'first', header: c('firstSeen'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.first_seen)}</Text> },
          { key: 'last', header: c('lastSeen'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.last_seen)}</Text> },
          { key: 'removed', header: c('removedAt'), render: (r) => (r.removed_at ? <Text wrap="nowrap">{formatDateTime(r.removed_at)}</Text> : <Text color="gray">{t('file.stillThere')}</Text>) },
        ]}
        rows={f?.types}
        rowKey={(r) => r.data_type}
        busy={file.isPending}
        emptyText={t('file.noTypes')}
        loadingText={t('loading')}
      />
    </Flex>
  );
}
