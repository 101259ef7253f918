// /browsers/selected-application/:appName "Selected Browser": one browser's decision (allow/disallow), the
// versions seen on the company's devices, every device that has it installed now (paged, linked to the
// endpoint) and the way to its extension policy (/browser-policy).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Badge, Card, DataList, Flex, Link, Text } from '@radix-ui/themes';
import type { BrowserDevice, BrowserRow } from '../../api/contract/mdm-policies';
import { mdmPoliciesQueries } from '../../api/queries/mdm-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { AllowSwitch, DeviceList, useDevicePage } from './shared';

function Summary({ browser }: { browser: BrowserRow }) {
  const { t } = useTranslation('mdm-policies');
  return (
    <Card size="2">
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('selected.decision')}</DataList.Label>
          <DataList.Value>
            <AllowSwitch browser={browser} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('selected.devices')}</DataList.Label>
          <DataList.Value data-testid="browser-devices">{browser.devices}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('selected.versions')}</DataList.Label>
          <DataList.Value>
            {browser.versions.length ? (
              <Flex gap="1" wrap="wrap">
                {browser.versions.map((v) => (
                  <Badge key={v.version} variant="soft" color="gray">
                    {t('browsers.versionOn', { version: v.version, count: v.devices })}
                  </Badge>
                ))}
              </Flex>
            ) : (
              t('browsers.notSeen')
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('selected.names')}</DataList.Label>
          <DataList.Value>{browser.apps.join(', ')}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('selected.extensions')}</DataList.Label>
          <DataList.Value>
            <Link asChild>
              <RouterLink to={linkTo('browser-policy')}>{t('selected.extensionsLink')}</RouterLink>
            </Link>
          </DataList.Value>
        </DataList.Item>
        {browser.updated_at ? (
          <DataList.Item>
            <DataList.Label>{t('selected.updated')}</DataList.Label>
            <DataList.Value>{t('selected.updatedBy', { when: formatDateTime(browser.updated_at), who: browser.updated_by ?? '—' })}</DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
    </Card>
  );
}

function Devices({ appName }: { appName: string }) {
  const { t } = useTranslation('mdm-policies');
  const paging = useDevicePage();
  const list = useQuery(mdmPoliciesQueries.browserDevices(appName, { page: paging.page, size: paging.size }));
  const count = useQuery(mdmPoliciesQueries.browserDeviceCount(appName));
  return (
    <DeviceList<BrowserDevice>
      title={t('selected.deviceList')}
      caption={t('selected.deviceTable')}
      emptyText={t('selected.noDevices')}
      rows={list.data}
      failed={list.isError}
      total={count.data}
      paging={paging}
      columns={[{ key: 'version', header: t('devices.version'), render: (d) => d.version }]}
    />
  );
}

export default function SelectedApplication() {
  const { t } = useTranslation('mdm-policies');
  const appName = useParams().appName ?? '';
  const browser = useQuery({ ...mdmPoliciesQueries.browser(appName), retry: false, enabled: appName !== '' });
  usePageHeading({ heading: browser.data?.label, subheading: t('selected.subtitle') });
  if (appName && browser.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!browser.data) return <ErrorState title={t('selected.notFound')} subtitle={t('selected.notFoundHelp')} />;
  return (
    <Flex direction="column" gap="4">
      <Summary browser={browser.data} />
      <Devices appName={browser.data.name} />
    </Flex>
  );
}
