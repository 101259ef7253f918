// The signed-in frame (spec part 1 §2): header, icon rail, side panel, breadcrumb bar and main landmark.
// Loaded by app-layout.tsx once a framed route has a session (issue 14: not part of the sign-in page).
import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HelpButton } from '../../help/help-button';
import { Breadcrumb, type BreadcrumbStep } from '../../ui/breadcrumb';
import { homePath } from '../guard';
import type { RouteHandle } from '../route-handle';
import { useSession } from '../session/use-session';
import { Header } from './header';
import { LeftNav } from './left-nav';
import { PageHeadingProvider, usePageHeadingValue } from './page-heading';
import { useVisibleMenu } from './use-menu';

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

export default function ChromeLayout({ showPanel, showBreadcrumb, routeId }: { showPanel: boolean; showBreadcrumb: boolean; routeId: string | undefined }) {
  const { t } = useTranslation('shell');
  const menu = useVisibleMenu();
  return (
    <PageHeadingProvider>
      <div className="app-shell">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <Header />
        <div className="app-body">
          <LeftNav menu={menu} routeId={routeId} showPanel={showPanel} />
          <main id="main" className="app-main" tabIndex={-1}>
            {showBreadcrumb ? <PageBreadcrumb /> : null}
            <Outlet />
          </main>
        </div>
      </div>
    </PageHeadingProvider>
  );
}
