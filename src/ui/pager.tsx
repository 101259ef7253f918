// spec part 1 §9: the table pager shows 'Showing X to Y of Z Results' and current/total pages.
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** 1-based */
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function pageRange(page: number, size: number, total: number): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = Math.min((page - 1) * size + 1, total);
  return { from, to: Math.min(page * size, total), pages };
}

export function Pager({ page, size, total, onPageChange }: PagerProps) {
  const { t } = useTranslation('ui');
  const { from, to, pages } = pageRange(page, size, total);
  return (
    <Flex asChild align="center" justify="between" gap="3" wrap="wrap" py="2">
      <nav aria-label={t('pager.label')}>
        <Text size="2" color="gray">
          {t('pager.showing', { from, to, total })}
        </Text>
        <Flex align="center" gap="2">
          <IconButton variant="soft" color="gray" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Text size="2" aria-current="page">
            {t('pager.page', { page: Math.min(page, pages), pages })}
          </Text>
          <IconButton variant="soft" color="gray" aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </nav>
    </Flex>
  );
}
