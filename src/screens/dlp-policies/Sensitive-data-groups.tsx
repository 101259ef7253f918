// /Sensitive-data-groups (Data Activity Policies): the policies that act on data activity (copy-paste,
// uploads, printing) with their reach; add and edit through /add-new-policy/activity.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { PoliciesTable } from './policies-table';
import { ListHeader, useCanChangeDlp, useSearchPage } from './shared';

export default function SensitiveDataGroups() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('activity.subtitle') });
  const canChange = useCanChangeDlp();
  const list = useSearchPage();
  return (
    <Flex direction="column" gap="4">
      <ListHeader label={t('list.search')} q={list.q} onSearch={list.search}>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-new-policy', { type: 'activity' })}>
              <PlusIcon /> {t('activity.add')}
            </RouterLink>
          </Button>
        ) : null}
      </ListHeader>
      <PoliciesTable kinds="activity" q={list.q} page={list.page} onPage={list.setPage} canChange={canChange} caption={t('activity.table')} />
    </Flex>
  );
}
