// The frame around every route (spec part 1 §2): header, icon rail, side panel, breadcrumb bar and
// main landmark, chosen by the route's chrome and whether a session is ready.
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HelpButton } from '../../help/help-button';
import { Breadcrumb, type BreadcrumbStep } from '../../ui/breadcrumb';
import { homePath } from '../guard';
import { useCurrentRoute, type RouteHandle } from '../route-handle';
import { useSession } from '../session/use-session';
import { Header } from './header';
import { LeftNav } from './left-nav';
import { PageHeadingProvider, usePageHeadingValue } from './page-heading';
import { useVisibleMenu } from './use-menu';

function useDocumentTitle(title: string) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);
}

function PageBreadcrumb() {
  const { t } = useTranslation('shell');
  const { access } = useSession();
  const matches = useMatches();
  const override = usePageHeadingValue();
  const steps = matches
    .map((m) => ({ route: (m.handle as RouteHandle | undefined)?.route, pathname: m.pathname }))
    .filter((m) => m.route !== undefined);
  const current = steps.at(-1);
  if (!current?.route) return null;
  const trail: BreadcrumbStep[] = steps.slice(0, -1).map((s) => ({ label: s.route!.title, href: s.pathname }));
  return (
    <Breadcrumb
      heading={override?.heading ?? current.route.title}
      subheading={override?.subheading ?? current.route.subtitle}
      logo={override?.logo}
      homeHref={homePath(access)}
      homeLabel={t('breadcrumb.home')}
      navLabel={t('breadcrumb.label')}
      trail={trail}
      actions={<HelpButton route={current.route} />}
    />
  );
}

export function AppLayout() {
  const { t } = useTranslation('shell');
  const { status } = useSession();
  const { route, notFound } = useCurrentRoute();
  const menu = useVisibleMenu();
  useDocumentTitle(route?.title ?? (notFound ? t('notFound.title') : t('productName')));

  const chrome = notFound ? 'no-panel' : (route?.chrome ?? 'bare');
  if (chrome === 'bare' || status !== 'ready') {
    return (
      <main id="main" className="bare-main">
        <Outlet />
      </main>
    );
  }
  return (
    <PageHeadingProvider>
      <div className="app-shell">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <Header />
        <div className="app-body">
          <LeftNav menu={menu} routeId={route?.id} showPanel={chrome === 'shell'} />
          <main id="main" className="app-main" tabIndex={-1}>
            {notFound ? null : <PageBreadcrumb />}
            <Outlet />
          </main>
        </div>
      </div>
    </PageHeadingProvider>
  );
}
