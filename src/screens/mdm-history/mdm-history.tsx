// /mdm-history/:id/:name?/:accountId? (spec part 2 §2.6 People and groups; issue 20, part 3): one enrolled Mac
// (by its MDM id or the fleet endpoint it matches) with the MDM actions an admin may send it, and its
// Control Policy History, Device Details and Command History tabs (nested routes rendered in <Outlet/>).
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, TabNav, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { usePageHeading } from '../../app/layout/page-heading';
import type { RouteId } from '../../app/routes/table';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { deviceTitle, MdmActions, useMdmDevice } from './parts';

const TABS: readonly { id: RouteId; segment: string; label: string }[] = [
  { id: 'control-policy-history', segment: '/control-policy-history', label: 'tabs.policy' },
  { id: 'device-details', segment: '/device-details', label: 'tabs.details' },
  { id: 'command-history', segment: '/command-history', label: 'tabs.commands' },
];

export default function MdmHistory() {
  const { t } = useTranslation('mdm-history');
  const { name, accountId } = useParams();
  const { pathname } = useLocation();
  const { id, device } = useMdmDevice();
  const d = device.data;
  usePageHeading({ heading: d ? deviceTitle(d) : name || undefined, subheading: t('subtitle') });
  if (device.isError) {
    const missing = device.error instanceof ApiRequestError && device.error.status === 404;
    return <ErrorState title={missing ? t('notFound') : t('loadError')} />;
  }
  const onPolicy = !TABS.some((tab) => tab.id !== 'control-policy-history' && pathname.includes(tab.segment));
  return (
    <Flex direction="column" gap="3">
      {d ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Badge color={d.status === 'ENROLLED' ? 'green' : 'gray'}>{d.status}</Badge>
          <Text size="2" color="gray">{d.model ?? ''} {d.os_version ? `· macOS ${d.os_version}` : ''}</Text>
          {d.last_checkin_at ? <Text size="2" color="gray">{t('details.checkin')}: {formatDateTime(d.last_checkin_at)}</Text> : null}
          <Flex ml="auto">
            <MdmActions device={d} />
          </Flex>
        </Flex>
      ) : null}
      <TabNav.Root aria-label={t('tabsLabel')}>
        {TABS.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={tab.id === 'control-policy-history' ? onPolicy : pathname.includes(tab.segment)}>
            <RouterLink to={linkTo(tab.id, { id, name: name || (d ? deviceTitle(d) : undefined), accountId })}>{t(tab.label)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
