// /inventory-websites (spec part 2 §2.2, §2.4, §2.6, §3): the filters the List and Graph tabs share
// (date range, search, category, tag), the CSV download 'Inventory Website.csv' and the tabs. A link
// may open it with a search query (?q=), as the dashboard's Top 10 Websites table does.
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Select, TextField } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { ACCESS_TYPES } from '../../api/contract/catalog';
import { downloadWebsitesCsv } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { DrillTabs } from './websites-shared';
import { useWebsiteFilters } from './websites-filters';

const ALL = 'all';

function CategoryFilter({ value, onApply }: { value: string | undefined; onApply: (value: string | undefined) => void }) {
  const { t } = useTranslation('websites');
  const [text, setText] = useState(value ?? '');
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value ?? '');
  }
  const apply = () => (text.trim() || undefined) !== value && onApply(text.trim() || undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField.Root value={text} onChange={(event) => setText(event.target.value)} onBlur={apply} placeholder={t('filters.categoryPlaceholder')} aria-label={t('filters.category')} />
    </form>
  );
}

export default function Websites() {
  const { t } = useTranslation('websites');
  usePageHeading({ subheading: t('subtitle') });
  const toast = useToast();
  const { filters, range, setRange, update, apiFilters } = useWebsiteFilters();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadWebsitesCsv(apiFilters);
    } catch {
      toast({ kind: 'error', title: t('export.failed') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <DateRangePicker value={range} onChange={setRange} label={t('filters.range')} />
        <Box width="260px">
          <SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q })} label={t('filters.search')} />
        </Box>
        <Select.Root value={filters.tag ?? ALL} onValueChange={(tag) => update({ tag: tag === ALL ? undefined : tag })}>
          <Select.Trigger aria-label={t('filters.tag')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('filters.allTags')}</Select.Item>
            {ACCESS_TYPES.filter((tag) => tag !== 'Sanctioned').map((tag) => (
              <Select.Item key={tag} value={tag}>
                {t(`tags.${tag}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Box width="200px">
          <CategoryFilter value={filters.category} onApply={(category) => update({ category })} />
        </Box>
        <Box ml="auto">
          <Button variant="soft" onClick={() => void exportCsv()} loading={exporting}>
            <DownloadIcon aria-hidden /> {t('export.button')}
          </Button>
        </Box>
      </Flex>
      <DrillTabs
        label={t('tabs.label')}
        range={range}
        tabs={[
          { id: 'inventory-websites-list', label: t('tabs.list') },
          { id: 'inventory-websites-graph', label: t('tabs.graph') },
        ]}
        keep={filters}
      />
      <Outlet />
    </Flex>
  );
}
