// Configurations › Company Sensitive Data of /palisade-account-details/{id}/{name?} (issue 21): the operator's
// read-only view of one managed company's DLP policies and its sensitive-data totals of the last days, as the
// company's own DLP screens count them (GET /provider/companies/{id}/dlp-sensitive).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { CompanyDlpSensitive } from '../../api/contract/dlp-activity';
import { dlpActivityQueries } from '../../api/queries/dlp-activity';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { ConfigSection } from './company-config';

type Policy = CompanyDlpSensitive['policies'][number];
const TOTALS = ['sensitive_files', 'endpoints_with_sensitive_data', 'events', 'blocked', 'extension_events'] as const;
const ACTION_COLORS = { Block: 'red', Alert: 'amber', Report: 'blue' } as const;

export default function ConfigDlpSensitive() {
  const { t } = useTranslation('dlp-activity');
  const id = useParams().id ?? '';
  const data = useQuery({ ...dlpActivityQueries.company(id), retry: false });
  const c = (key: string) => t(`company.columns.${key}`);
  return (
    <ConfigSection tab="dlp">
      {data.isError ? (
        <ErrorState title={t('error')} />
      ) : (
        <Flex direction="column" gap="4">
          {data.data && !data.data.enabled ? (
            <Text as="p" size="2" color="amber" data-testid="dlp-disabled">
              {t('company.disabled')}
            </Text>
          ) : null}
          <section aria-labelledby="dlp-totals">
            <Heading as="h3" size="2" mb="2" id="dlp-totals">
              {t('company.totalsLabel', { days: data.data?.days ?? 30 })}
            </Heading>
            <Flex gap="3" wrap="wrap">
              {TOTALS.map((key) => (
                <Card key={key} style={{ minWidth: 170 }}>
                  <Text as="p" size="1" color="gray">
                    {t(`company.totals.${key}`)}
                  </Text>
                  <Text as="p" size="5" weight="bold" data-testid={`total-${key}`} data-value={data.data?.totals[key]}>
                    {data.data ? data.data.totals[key] : '–'}
                  </Text>
                </Card>
              ))}
            </Flex>
          </section>
          <DataTable<Policy>
            caption={t('company.policiesLabel')}
            size="1"
            columns={[
              { key: 'name', header: c('name'), rowHeader: true, render: (p) => p.name },
              { key: 'kind', header: c('kind'), render: (p) => t(`company.kinds.${p.kind}`, { defaultValue: p.kind }) },
              { key: 'channels', header: c('channels'), render: (p) => p.channels.join(', ') },
              { key: 'types', header: c('dataTypes'), render: (p) => p.data_types.join(', ') },
              { key: 'action', header: c('action'), render: (p) => <Badge color={ACTION_COLORS[p.action]}>{t(`actions.${p.action}`)}</Badge> },
              {
                key: 'state',
                header: c('state'),
                render: (p) => (
                  <Badge color={p.enabled ? 'green' : 'gray'} variant="soft">
                    {p.enabled ? t('company.enabled') : t('company.off')}
                  </Badge>
                ),
              },
            ]}
            rows={data.data?.policies}
            rowKey={(p) => p.id}
            busy={data.isPending}
            emptyText={t('company.noPolicies')}
            loadingText={t('loading')}
          />
        </Flex>
      )}
    </ConfigSection>
  );
}
