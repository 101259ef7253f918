// A sortable column header: a button, so the sort is reachable by keyboard, with aria-sort for readers.
import { Button, Table } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export interface SortHeaderProps {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
}

export function SortHeader({ label, active, order, onSort }: SortHeaderProps) {
  const { t } = useTranslation('ui');
  const Icon = !active ? CaretSortIcon : order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Table.ColumnHeaderCell aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Button variant="ghost" color="gray" highContrast onClick={onSort} aria-label={t('sortBy', { column: label })}>
        {label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeaderCell>
  );
}
