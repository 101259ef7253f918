// Pieces the app policy and browser screens share: who may change them (the capability the server checks),
// the allow/disallow switch of a browser (audited on the server, a block-launch rule when disallowed) and the
// paged list of devices (linked to their endpoint) that a policy or a browser concerns.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { Flex, Link, Switch, Text } from '@radix-ui/themes';
import { canChangeCompliancePolicies } from '../../api/contract/access';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { BrowserRow } from '../../api/contract/mdm-policies';
import { mdmPoliciesMutations } from '../../api/queries/mdm-policies';
import { listFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useListParams } from '../../ui/use-list-params';

/** The routes declare no filter schema; these screens' URL state is the devices page. */
const pageFilters = z.strictObject({ ...listFilters });

export function useDevicePage(): { page: number; size: number; setPage: (page: number) => void } {
  const { params, update } = useListParams(pageFilters);
  return { page: params.page ?? 1, size: DEFAULT_PAGE_SIZE, setPage: (page) => update({ page }) };
}

type DeviceBase = { id: string; hostname: string; owner_email: string | null; platform_family: string; last_seen: string };

export function DeviceList<D extends DeviceBase>(props: {
  title: string;
  caption: string;
  emptyText: string;
  rows: D[] | null | undefined;
  failed: boolean;
  total: number | undefined;
  paging: ReturnType<typeof useDevicePage>;
  /** the columns between the platform and the last contact */
  columns: DataTableColumn<D>[];
}) {
  const { t } = useTranslation('mdm-policies');
  const { page, size, setPage } = props.paging;
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="3" weight="bold">
        {props.title}
      </Text>
      <DataTable<D>
        caption={props.caption}
        rowKey={(d) => d.id}
        columns={[
          {
            key: 'hostname', header: t('devices.hostname'), rowHeader: true,
            render: (d) => (
              <Link asChild>
                <RouterLink to={linkTo('endpoint-details', { id: d.id })}>{d.hostname}</RouterLink>
              </Link>
            ),
          },
          { key: 'owner', header: t('devices.owner'), render: (d) => d.owner_email ?? '—' },
          { key: 'platform', header: t('devices.platform'), render: (d) => d.platform_family },
          ...props.columns,
          { key: 'lastSeen', header: t('devices.lastSeen'), render: (d) => formatDateTime(d.last_seen) },
        ]}
        rows={props.failed ? null : props.rows}
        busy={props.rows === undefined && !props.failed}
        emptyText={props.emptyText}
        loadingText={t('loading')}
        pager={{ page, size, total: props.total ?? 0, onPageChange: setPage }}
      />
    </Flex>
  );
}

export function useCanChangeMdmPolicies(): boolean {
  return canChangeCompliancePolicies(useSession().access);
}

export function AllowSwitch({ browser }: { browser: BrowserRow }) {
  const { t } = useTranslation('mdm-policies');
  const canChange = useCanChangeMdmPolicies();
  const toast = useChangesToast();
  const decide = useMutation(mdmPoliciesMutations.decideBrowser());
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch
          checked={browser.allowed}
          disabled={!canChange || decide.isPending}
          aria-label={t('browsers.allowLabel', { name: browser.label })}
          onCheckedChange={(allowed) =>
            decide.mutate(
              { appName: browser.name, allowed },
              { onSuccess: () => toast(t(allowed ? 'browsers.allowedToast' : 'browsers.disallowedToast', { name: browser.label })) },
            )
          }
        />
        {browser.allowed ? t('browsers.allowed') : t('browsers.disallowed')}
      </Flex>
    </Text>
  );
}
