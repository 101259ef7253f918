// /content-apps (Managed Applications, spec part 1 §1 Policies › FLEET "Applications"): the apps the company
// manages on its Macs and iOS devices, taken from the App Catalog or added as custom apps, with their package,
// licence and the devices that have each installed / are targeted by an application group; search, source
// filter, paging, CSV, edit (custom apps) and remove (refused while an application group lists the app).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { Badge, Box, Button, Code, Flex, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { MANAGED_APP_SOURCES, type ManagedAppRow } from '../../api/contract/mdm-catalog';
import { downloadManagedAppsReport, mdmCatalogMutations, mdmCatalogQueries } from '../../api/queries/mdm-catalog';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters } from '../../app/routes/filters';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useListParams } from '../../ui/use-list-params';
import { editLink, PlatformText, useCanChangeManagedApps } from './shared';
import { DownloadButton } from '../../ui/download-button';
import { SegmentFilter } from '../../ui/segment-filter';

/** The route declares no filter schema; this screen's URL state: the list filters and the source. */
const managedAppFilters = z.strictObject({ ...listFilters, source: z.enum(MANAGED_APP_SOURCES).optional() });

const COLUMNS = ['name', 'bundle', 'version', 'source', 'platforms', 'installType', 'devices', 'updated'] as const;

function AppRows({ rows, canChange }: { rows: ManagedAppRow[]; canChange: boolean }) {
  const { t } = useTranslation('mdm-catalog');
  const toast = useChangesToast();
  const remove = useMutation(mdmCatalogMutations.deleteApp());
  return rows.map((a) => (
    <Table.Row key={a.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{a.name}</Text>
        {a.licence ? (
          <Text as="div" size="1" color="gray">
            {a.licence.count == null ? t('apps.licensed', { appleId: a.licence.apple_id }) : t('apps.licensedCount', { count: a.licence.count, appleId: a.licence.apple_id })}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Code variant="ghost" size="2" style={{ wordBreak: 'break-all' }}>
          {a.bundle_id}
        </Code>
      </Table.Cell>
      <Table.Cell>{a.version ?? t('apps.noVersion')}</Table.Cell>
      <Table.Cell>
        <Badge color={a.source === 'CATALOG' ? 'blue' : 'gray'}>{t(`sources.${a.source}`)}</Badge>
      </Table.Cell>
      <Table.Cell>
        <PlatformText platforms={a.platforms} />
      </Table.Cell>
      <Table.Cell>{t(`installTypes.${a.install_type}`)}</Table.Cell>
      <Table.Cell>
        <Text aria-label={t('apps.devicesLabel', { installed: a.installed_devices, targeted: a.targeted_devices })} data-testid={`devices-${a.bundle_id}`}>
          {t('apps.devices', { installed: a.installed_devices, targeted: a.targeted_devices })}
        </Text>
      </Table.Cell>
      <Table.Cell>{formatDate(a.updated_at)}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={a.source === 'CUSTOM' ? { href: editLink(a.id), label: t('apps.edit', { name: a.name }) } : undefined}
          remove={{
            label: t('apps.remove', { name: a.name }),
            title: t('apps.removeTitle'),
            description: t('apps.removeText', { name: a.name }),
            onConfirm: async () => {
              await remove.mutateAsync(a.id);
              toast(t('apps.removed', { name: a.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export default function ContentApps() {
  const { t } = useTranslation('mdm-catalog');
  usePageHeading({ subheading: t('apps.subtitle') });
  const canChange = useCanChangeManagedApps();
  const { params, update } = useListParams(managedAppFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q, source: params.source };
  const list = useQuery(mdmCatalogQueries.apps({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(mdmCatalogQueries.appCount(filters));
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex gap="3" align="center" wrap="wrap">
          <SegmentFilter label={t('apps.sourceFilter')} allLabel={t('apps.allSources')} options={MANAGED_APP_SOURCES} value={params.source} text={(s) => t(`sources.${s}`)} onChange={(source) => update({ source })} />
          <Box width="260px">
            <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('apps.search')} />
          </Box>
          <DownloadButton label={t('apps.download')} disabled={count.data === 0} download={() => downloadManagedAppsReport(filters)} />
        </Flex>
        {canChange ? (
          <Flex gap="2" wrap="wrap">
            <Button asChild>
              <RouterLink to={linkTo('add-custom-apps')}>
                <PlusIcon aria-hidden /> {t('apps.addCustom')}
              </RouterLink>
            </Button>
            <Button asChild variant="soft">
              <RouterLink to={linkTo('app-catalog')}>
                <PlusIcon aria-hidden /> {t('apps.fromCatalog')}
              </RouterLink>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="managed-apps-total">
        {count.isSuccess ? t('apps.total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable
        caption={t('apps.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`apps.columns.${column}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('apps.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('actions')}
        renderRows={(rows) => <AppRows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
