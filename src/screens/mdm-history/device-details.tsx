// /mdm-history/:id/.../device-details: the enrolled Mac as enrolment and its last answers (DeviceInformation,
// SecurityInfo, InstalledApplicationList) describe it.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Code, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { deviceTitle, useMdmDevice } from './parts';

export default function DeviceDetails() {
  const { t } = useTranslation('mdm-history');
  const { device } = useMdmDevice();
  const d = device.data;
  if (!d) return device.isPending ? <Text size="2">{t('loading')}</Text> : null;
  const rows: [string, React.ReactNode][] = [
    [t('details.name'), deviceTitle(d)],
    [t('details.serial'), d.serial_number ?? '—'],
    [t('details.udid'), <Code key="udid" variant="ghost" style={{ overflowWrap: 'anywhere' }}>{d.udid}</Code>],
    [t('details.model'), d.model ?? '—'],
    [t('details.os'), d.os_version ?? '—'],
    [t('details.status'), d.status],
    [t('details.enrolled'), d.enrolled_at ? formatDateTime(d.enrolled_at) : '—'],
    [t('details.checkin'), d.last_checkin_at ? formatDateTime(d.last_checkin_at) : t('details.never')],
    [t('details.apps'), d.installed_apps ?? '—'],
  ];
  if (d.endpoint_id) {
    rows.push([t('details.endpoint'), <Link key="ep" asChild><RouterLink to={linkTo('endpoint-details', { id: d.endpoint_id })}>{t('details.openEndpoint')}</RouterLink></Link>]);
  }
  const info = Object.entries(d.information);
  return (
    <Flex gap="3" wrap="wrap" align="start">
      <Card style={{ flex: '1 1 360px', minWidth: 0 }}>
        <Heading as="h2" size="3" mb="2">{t('details.title')}</Heading>
        <DataList.Root>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label>{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
      <Card style={{ flex: '1 1 360px', minWidth: 0 }}>
        <Heading as="h2" size="3" mb="2">{t('details.reported')}</Heading>
        {info.length === 0 ? (
          <Text size="2" color="gray">{t('details.noReport')}</Text>
        ) : (
          <>
            <Text as="p" size="1" color="gray" mb="2">{d.information_at ? t('details.reportedAt', { date: formatDateTime(d.information_at) }) : null}</Text>
            <DataList.Root>
              {info.map(([k, v]) => (
                <DataList.Item key={k}>
                  <DataList.Label>{k}</DataList.Label>
                  <DataList.Value>{String(v)}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </>
        )}
      </Card>
    </Flex>
  );
}
