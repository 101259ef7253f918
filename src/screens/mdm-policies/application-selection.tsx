// /browsers/application-selection "Browser Selection": which browsers the company allows on managed devices.
// Each browser shows the devices that have it installed now and the versions seen (installed-apps inventory)
// and an allow/disallow switch; a disallowed browser is blocked from launching on every managed device.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Text } from '@radix-ui/themes';
import type { BrowserRow } from '../../api/contract/mdm-policies';
import { mdmPoliciesQueries } from '../../api/queries/mdm-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { AllowSwitch } from './shared';

export default function ApplicationSelection() {
  const { t } = useTranslation('mdm-policies');
  usePageHeading({ subheading: t('browsers.subtitle') });
  const list = useQuery(mdmPoliciesQueries.browsers());
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray" aria-live="polite" data-testid="browsers-disallowed">
        {list.data ? t('browsers.disallowedCount', { count: list.data.filter((b) => !b.allowed).length }) : '\u00a0'}
      </Text>
      <DataTable<BrowserRow>
        caption={t('browsers.table')}
        rowKey={(b) => b.name}
        columns={[
          {
            key: 'name', header: t('browsers.columns.name'), rowHeader: true,
            render: (b) => (
              <Link asChild weight="medium">
                <RouterLink to={linkTo('selected-application', { appName: b.name })}>{b.label}</RouterLink>
              </Link>
            ),
          },
          { key: 'devices', header: t('browsers.columns.devices'), align: 'right', render: (b) => <span data-testid={`browser-devices-${b.name}`}>{b.devices}</span> },
          {
            key: 'versions', header: t('browsers.columns.versions'),
            render: (b) => <MultiValue content={b.versions.map((v) => t('browsers.versionOn', { version: v.version, count: v.devices }))} placeholder={t('browsers.notSeen')} />,
          },
          { key: 'allowed', header: t('browsers.columns.allowed'), render: (b) => <AllowSwitch browser={b} /> },
        ]}
        rows={list.isError ? null : list.data}
        busy={list.isPending}
        emptyText={t('browsers.empty')}
        loadingText={t('loading')}
      />
    </Flex>
  );
}
