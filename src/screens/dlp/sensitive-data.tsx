// /sensitive-data (Inventory › DLP › Sensitive Data, issue 21): every file the scanners found with
// sensitive data in the period, one row per data type, with the endpoint and person; CSV download.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Flex } from '@radix-ui/themes';
import type { FileFilters } from '../../api/contract/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { sensitiveFileFilters } from '../../app/routes/filters';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { PresetFilters, TypeFilter, usePeriod } from './common';
import { FilesTable } from './files-table';

export default function SensitiveData() {
  const { t } = useTranslation('dlp');
  usePageHeading({ subheading: t('files.subtitle') });
  const { params, update } = useListParams(sensitiveFileFilters);
  const { period, picker } = usePeriod(params.on);
  const filters: FileFilters = useMemo(
    () => ({ ...period, q: params.q, u: params.u, type: params.type, endpoint: params.endpoint }),
    [period, params.q, params.u, params.type, params.endpoint],
  );
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('files.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <TypeFilter value={params.type ?? []} onChange={(type) => update({ type })} />
        {picker}
      </Flex>
      <PresetFilters on={params.on} u={params.u} endpoint={params.endpoint} update={update} />
      <FilesTable filters={filters} page={params.page ?? 1} onPageChange={(page) => update({ page: String(page) })} filtered={Boolean(params.q || params.u || params.type?.length || params.endpoint)} />
    </Flex>
  );
}
