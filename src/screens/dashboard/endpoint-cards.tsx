// spec part 2 §2.4: Total Endpoints and Compliant Endpoints split by Windows, MacOS and Linux, MDM
// Enrollments ('% of Mac devices enrolled', §5: enrolled / Mac count) and Missing HD Encryption, each
// opening Endpoint Management or Compliance filtered as the §2.4 click-target table says.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, Grid, Link, Text } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import type { DeviceStats, PlatformCounts } from '../../api/contract/dashboard';
import { linkTo } from '../../lib/links';
import { percent2 } from '../../lib/percent';
import { DashboardChart } from './dashboard-chart';

function Figure({ id, value }: { id: string; value: number }) {
  return (
    <Text size="7" weight="bold" data-figure={id} data-value={value}>
      {value}
    </Text>
  );
}

function PlatformSplit({ id, counts, compliant }: { id: string; counts: PlatformCounts; compliant: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex gap="3" wrap="wrap" asChild>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {PLATFORM_FAMILIES.map((platform) => (
          <li key={platform} data-figure={`${id}-${platform}`} data-value={counts[platform]}>
            <Link asChild size="2">
              <RouterLink to={linkTo('endpoints-v2', undefined, { o: [platform], ...(compliant ? { compliant: 'true' } : {}) })}>
                {t('overview.platformLink', { platform: t(`overview.platforms.${platform}`), count: counts[platform] })}
              </RouterLink>
            </Link>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

export function EndpointCards({ devices }: { devices: UseQueryResult<DeviceStats> }) {
  const { t } = useTranslation('dashboard');
  const d = devices.data;
  const state = { isPending: devices.isPending, error: devices.error, isEmpty: false };
  const card = (key: string) => ({ title: t(`overview.${key}`), titleLinkLabel: t('open', { name: t(`overview.${key}`) }), state, minHeight: '72px' });
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="3">
      <DashboardChart id="overview-total" {...card('totalEndpoints')} titleLink={linkTo('endpoints-v2', undefined, { o: [...PLATFORM_FAMILIES] })}>
        {d ? (
          <Flex direction="column" gap="2">
            <Figure id="total-endpoints" value={d.total_endpoints} />
            <PlatformSplit id="total" counts={d.pf_count} compliant={false} />
          </Flex>
        ) : null}
      </DashboardChart>
      <DashboardChart id="overview-compliant" {...card('compliantEndpoints')} titleLink={linkTo('endpoints-v2', undefined, { compliant: 'true' })}>
        {d ? (
          <Flex direction="column" gap="2">
            <Figure id="compliant-endpoints" value={d.compliant} />
            <PlatformSplit id="compliant" counts={d.comp_pf_count} compliant />
          </Flex>
        ) : null}
      </DashboardChart>
      <DashboardChart id="overview-mdm" {...card('mdm')} titleLink={linkTo('endpoints-v2', undefined, { managed: 'MDM' })}>
        {d ? (
          <Flex direction="column" gap="1">
            <Figure id="mdm-enrolled" value={d.mdm_enrolled_device_count} />
            <Text size="2" color="gray" data-figure="mdm-percent" data-value={percent2(d.mdm_enrolled_device_count, d.mac_count)}>
              {t('overview.mdmPercent', { value: percent2(d.mdm_enrolled_device_count, d.mac_count) })}
            </Text>
            <Text size="1" color="gray">
              {t('overview.mdmOfMac', { enrolled: d.mdm_enrolled_device_count, mac: d.mac_count })}
            </Text>
          </Flex>
        ) : null}
      </DashboardChart>
      <DashboardChart
        id="overview-encryption"
        {...card('encryption')}
        titleLink={linkTo('compliance', undefined, { tab: 'endpoints', encryption: 'Non HD Encrypted' })}
        subtitle={t('overview.encryptionSubtitle')}
      >
        {d ? <Figure id="missing-encryption" value={d.missing_hd_encryption} /> : null}
      </DashboardChart>
    </Grid>
  );
}
