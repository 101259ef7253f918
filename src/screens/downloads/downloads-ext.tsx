// /downloads-ext (issue 27 Downloads): the browsers the Palisade extension supports. No extension package
// is published from this server yet, and the page says so rather than offering a file that does not exist.
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { routeById } from '../../app/routes/table';
import { EXTENSION_BROWSERS } from '../../domain/downloads/instructions';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DownloadsFrame } from './downloads-frame';

type Browser = (typeof EXTENSION_BROWSERS)[number];

export default function DownloadsExt() {
  const { t } = useTranslation('downloads');
  const columns: DataTableColumn<Browser>[] = [
    { key: 'browser', header: t('browser'), rowHeader: true, render: (b) => b },
    { key: 'status', header: t('status'), render: () => <Text color="gray">{t('extNotPublished')}</Text> },
  ];
  return (
    <DownloadsFrame title={routeById('downloads-ext').title} subtitle={t('extSubtitle')}>
      <DataTable caption={t('extCaption')} columns={columns} rows={[...EXTENSION_BROWSERS]} rowKey={(b) => b} emptyText={t('extEmpty')} busy={false} />
    </DownloadsFrame>
  );
}
