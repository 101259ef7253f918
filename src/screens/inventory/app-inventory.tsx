// /saas and /gen-ai-apps: the filters every tab shares (range, search, tag, category, user), the List
// and Graph tabs, CSV export and the way to bulk edit (spec part 2 §2.2, §2.4, §2.6).
import { useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Box, Button, Flex, Select, TabNav, TextField } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { canChangePolicies } from '../../api/contract/access';
import { ACCESS_TYPES } from '../../api/contract/catalog';
import { usePageHeading } from '../../app/layout/page-heading';
import { useCurrentRoute } from '../../app/route-handle';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { AppliedFilters } from '../../ui/applied-filters';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { downloadInventoryCsv } from '../../api/queries/saas';
import { KINDS, type InventoryKind } from './inventory-kind';
import { useInventoryFilters } from './use-inventory-filters';

const ALL = 'all';

function CategoryFilter({ value, onApply }: { value: string | undefined; onApply: (v: string | undefined) => void }) {
  const { t } = useTranslation('saas-inventory');
  const [text, setText] = useState(value ?? '');
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value ?? '');
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text.trim() || undefined);
      }}
    >
      <TextField.Root
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => (text.trim() || undefined) !== value && onApply(text.trim() || undefined)}
        placeholder={t('filters.categoryPlaceholder')}
        aria-label={t('filters.category')}
      />
    </form>
  );
}

export function AppInventory({ kind }: { kind: InventoryKind }) {
  const def = KINDS[kind];
  const { t } = useTranslation('saas-inventory');
  usePageHeading({ subheading: t(`subtitle.${kind}`) });
  const { route } = useCurrentRoute();
  const toast = useToast();
  const canEdit = canChangePolicies(useSession().access);
  const { filters, range, setRange, update, query, listFilters } = useInventoryFilters(def);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadInventoryCsv(query);
    } catch {
      toast({ kind: 'error', title: t('export.failed') });
    } finally {
      setExporting(false);
    }
  }

  const applied = [
    filters.tag ? { key: 'tag', label: `${t('filters.tag')}: ${t(`tags.${filters.tag}`)}` } : null,
    filters.category ? { key: 'category', label: `${t('filters.category')}: ${filters.category}` } : null,
    filters.u ? { key: 'u', label: t('filters.user', { user: filters.u }) } : null,
  ].filter((x) => x !== null);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <DateRangePicker value={range} onChange={setRange} />
        <Box width="260px">
          <SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q })} label={t(`searchLabel.${kind}`)} />
        </Box>
        <Select.Root value={filters.tag ?? ALL} onValueChange={(tag) => update({ tag: tag === ALL ? undefined : tag })}>
          <Select.Trigger aria-label={t('filters.tag')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('filters.allTags')}</Select.Item>
            {ACCESS_TYPES.map((tag) => (
              <Select.Item key={tag} value={tag}>
                {t(`tags.${tag}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Box width="200px">
          <CategoryFilter value={filters.category} onApply={(category) => update({ category })} />
        </Box>
        <Flex gap="2" ml="auto">
          <Button variant="soft" onClick={() => void exportCsv()} loading={exporting}>
            <DownloadIcon aria-hidden /> {t('export.button')}
          </Button>
          {canEdit ? (
            <Button asChild variant="soft">
              <RouterLink to={linkTo(def.routes.bulk)}>{t('bulk.open')}</RouterLink>
            </Button>
          ) : null}
        </Flex>
      </Flex>

      <AppliedFilters
        filters={applied.map((f) => ({ ...f, id: f.key }))}
        title={t('filters.applied')}
        removeLabel={(f) => t('filters.remove', { filter: f.label })}
        onRemove={(f) => update({ [f.key]: undefined })}
      />

      <TabNav.Root aria-label={t('tabs.label')}>
        {(['list', 'graph'] as const).map((tab) => (
          <TabNav.Link key={tab} asChild active={route?.id === def.routes[tab]}>
            <RouterLink to={linkTo(def.routes[tab], undefined, listFilters)}>{t(`tabs.${tab}`)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
