// /config-websites (spec part 1 §2 Policies, Endpoint SWG; part 2 §9 help "config websites"): the
// blocked websites (each with its security action) and the blocked website categories, in two tabs.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Tabs } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { policyListFilters } from '../../app/routes/filters';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { useListParams } from '../../ui/use-list-params';
import { BlockedCategoriesTable } from './config-websites-categories';
import { useCanChangePolicies } from './config-websites-shared';
import { BlockedWebsitesTable } from './config-websites-table';
import { PolicyReach } from './policy-reach';

export default function ConfigWebsites() {
  const { t } = useTranslation('web-policies');
  usePageHeading({ subheading: t('websites.subtitle') });
  const canChange = useCanChangePolicies();
  const { params, update } = useListParams(policyListFilters);
  const tab = params.tab === 'categories' ? 'categories' : 'websites';

  return (
    <Flex direction="column" gap="4">
      <PolicyReach />
      <Tabs.Root value={tab} onValueChange={(next) => update({ tab: next === 'websites' ? undefined : next, q: undefined })}>
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <Tabs.List aria-label={t('websites.tabs')}>
            <Tabs.Trigger value="websites">{t('websites.tabWebsites')}</Tabs.Trigger>
            <Tabs.Trigger value="categories">{t('websites.tabCategories')}</Tabs.Trigger>
          </Tabs.List>
          {canChange ? (
            <Button asChild>
              {tab === 'websites' ? (
                <RouterLink to={linkTo('add-websites')}>
                  <PlusIcon /> {t('websites.add')}
                </RouterLink>
              ) : (
                <RouterLink to={linkTo('add-blocked-category')}>
                  <PlusIcon /> {t('categories.add')}
                </RouterLink>
              )}
            </Button>
          ) : null}
        </Flex>
        <Tabs.Content value="websites">
          <BlockedWebsitesTable q={params.q} page={params.page ?? 1} canChange={canChange} onChange={update} />
        </Tabs.Content>
        <Tabs.Content value="categories">
          <BlockedCategoriesTable canChange={canChange} />
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
