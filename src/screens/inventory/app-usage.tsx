// /saas-users/{name} and /gen-ai-users/{name}: one app's users, endpoints and graph over a range, with
// its tag and (for roles that may) the access change.
import { Link as RouterLink, Outlet, useParams } from 'react-router-dom';
import { Box, Flex, TabNav, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canChangePolicies } from '../../api/contract/access';
import { usePageHeading } from '../../app/layout/page-heading';
import { useCurrentRoute } from '../../app/route-handle';
import { useSession } from '../../app/session/use-session';
import { ChangeAccessButton } from '../../domain/saas/change-access-dialog';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { rangeToQuery } from '../../lib/date-presets';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DateRangePicker } from '../../ui/date-range-picker';
import { saasInventoryQueries } from '../../api/queries/saas';
import { KINDS, type InventoryKind } from './inventory-kind';
import { useDrillFilters } from './use-inventory-filters';

export function AppUsage({ kind }: { kind: InventoryKind }) {
  const def = KINDS[kind];
  const { t } = useTranslation('saas-inventory');
  const name = useParams().name ?? '';
  const { route } = useCurrentRoute();
  const canEdit = canChangePolicies(useSession().access);
  const { range, setRange, carried } = useDrillFilters();
  const detail = useQuery(saasInventoryQueries.detail(name, rangeToQuery(range)));
  usePageHeading({ heading: name, subheading: t('drill.subtitle', { app: name }) });
  const app = detail.data;
  const tabs = [
    { id: def.routes.usersList, label: t('tabs.users') },
    { id: def.routes.usersEndpoints, label: t('tabs.endpoints') },
    { id: def.routes.usersGraph, label: t('tabs.graph') },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <AppIcon icon={app?.icon} size={28} />
        {app ? <AccessTag value={app.access_type} action={app.action_type} /> : null}
        {app ? (
          <Text size="2" color="gray" data-testid="app-screen-time">
            {t('report.screenTime')}: {formatDuration(app.weighted_duration)} · {t('columns.users')}: {app.users} · {t('columns.endpoints')}: {app.endpoints}
          </Text>
        ) : null}
        <Box ml="auto">
          <Flex gap="2" align="center">
            <DateRangePicker value={range} onChange={setRange} />
            {canEdit && app ? (
              <ChangeAccessButton app={app} size="2" label={t('access.change')} accessibleName={t('access.changeFor', { app: name })} />
            ) : null}
          </Flex>
        </Box>
      </Flex>
      <TabNav.Root aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={route?.id === tab.id}>
            <RouterLink to={linkTo(tab.id, { name }, carried)}>{tab.label}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
