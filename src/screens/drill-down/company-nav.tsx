// What every account drill-down screen shares: the company's name in the breadcrumb bar (from the
// operator's company overview, the URL's name until it loads) and the links between the drill-down pages.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Card, DataList, Flex, Heading, TabNav } from '@radix-ui/themes';
import { providerQueries } from '../../api/queries/provider';
import { usePageHeading } from '../../app/layout/page-heading';
import type { RouteId } from '../../app/routes/table';
import { linkTo } from '../../lib/links';

const PAGES = [
  { id: 'user-account', label: 'nav.overview' },
  { id: 'user-list', label: 'nav.users' },
  { id: 'account-endpoint-list', label: 'nav.endpoints' },
  { id: 'group', label: 'nav.groups' },
  { id: 'subaccount', label: 'nav.subaccounts' },
] as const satisfies readonly { id: RouteId; label: string }[];

/** The company's overview query and its name, shown as the page heading with `subtitleKey` under it. */
export function useCompanyHeading(id: string, urlName: string | undefined, subtitleKey: string, extra: Record<string, string> = {}) {
  const { t } = useTranslation('drill-down');
  const company = useQuery(providerQueries.company(id));
  const name = company.data?.name ?? urlName ?? '';
  usePageHeading({ heading: name || undefined, subheading: name ? t(subtitleKey, { company: name, ...extra }) : undefined });
  return { company, name };
}

/** /group/{id}/{name?} takes a group's name, not the company's: its link goes to the company's groups. */
export function CompanyNav({ id, name, active }: { id: string; name: string; active: (typeof PAGES)[number]['id'] }) {
  const { t } = useTranslation('drill-down');
  return (
    <Flex asChild>
      <TabNav.Root aria-label={t('nav.label')}>
        {PAGES.map((page) => (
          <TabNav.Link key={page.id} asChild active={page.id === active}>
            <RouterLink to={linkTo(page.id, { id, name: page.id === 'group' ? undefined : name || undefined })} aria-current={page.id === active ? 'page' : undefined}>
              {t(page.label)}
            </RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Flex>
  );
}

/** One labelled value of a details card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="160px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** A titled card of labelled values; cards side by side wrap below 640 px. */
export function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card style={{ flex: '1 1 320px' }}>
      <Heading as="h2" size="3" mb="3">
        {title}
      </Heading>
      <DataList.Root>{children}</DataList.Root>
    </Card>
  );
}
