// Configurations › Frameworks of /palisade-account-details/{id}/{name?}: the provider's read-only view of a
// managed company's compliance frameworks, as the company's own Framework Selection lists them.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Badge } from '@radix-ui/themes';
import type { FrameworkSummary } from '../../api/contract/compliance-config';
import { complianceConfigQueries } from '../../api/queries/compliance-config';
import { DataTable } from '../../ui/data-table';
import { ConfigSection } from './company-config';

export default function ConfigFrameworks() {
  const { t } = useTranslation('provider');
  const id = useParams().id ?? '';
  const list = useQuery({ ...complianceConfigQueries.companyFrameworks(id), retry: false });
  return (
    <ConfigSection tab="frameworks">
      <DataTable<FrameworkSummary>
        caption={t('config.frameworks.heading')}
        size="1"
        columns={[
          { key: 'name', header: t('config.frameworks.columns.name'), render: (f) => f.name, rowHeader: true },
          { key: 'version', header: t('config.frameworks.columns.version'), render: (f) => f.version },
          { key: 'controls', header: t('config.frameworks.columns.controls'), align: 'right', render: (f) => f.control_count },
          { key: 'enabled', header: t('config.frameworks.columns.enabled'), align: 'right', render: (f) => f.enabled_count },
          {
            key: 'selected',
            header: t('config.frameworks.columns.selected'),
            render: (f) => (
              <Badge color={f.selected ? 'green' : 'gray'} variant="soft">
                {f.selected ? t('config.frameworks.selected') : t('config.frameworks.notSelected')}
              </Badge>
            ),
          },
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(f) => f.id}
        busy={list.isPending}
        emptyText={t('config.frameworks.empty')}
        loadingText={t('config.frameworks.loading')}
      />
    </ConfigSection>
  );
}
