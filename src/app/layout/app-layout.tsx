// The frame around every route (spec part 1 §2): header, icon rail, side panel, breadcrumb bar and
// main landmark, chosen by the route's chrome and whether a session is ready. The signed-in frame
// (chrome-layout.tsx: header, company switcher, palette button, menus) is its own chunk, so the
// sign-in page does not download it (issue 14).
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../lazy-screen';
import { useCurrentRoute } from '../route-handle';
import { useSession } from '../session/use-session';
import { CenteredLoading } from './centered-loading';

const loadChrome = lazyScreen(() => import('./chrome-layout'), undefined, { clearsMark: false });
const ChromeLayout = lazy(loadChrome);

function useDocumentTitle(title: string) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);
}

export function AppLayout() {
  const { t } = useTranslation('shell');
  const { status } = useSession();
  const { route, notFound } = useCurrentRoute();
  useDocumentTitle(route?.title ?? (notFound ? t('notFound.title') : t('productName')));

  const chrome = notFound ? 'no-panel' : (route?.chrome ?? 'bare');
  // a framed route: fetch the frame while the session is still being restored
  useEffect(() => {
    if (chrome !== 'bare') void loadChrome().catch(() => {});
  }, [chrome]);
  if (chrome !== 'bare' && status === 'loading') {
    // a framed public page (the help centre) waits for the session too: drawn bare and then again in the
    // frame, it would be mounted twice and lose what the user typed in between
    return (
      <main id="main" className="bare-main">
        <CenteredLoading />
      </main>
    );
  }
  if (chrome === 'bare' || status !== 'ready') {
    return (
      <main id="main" className="bare-main">
        <Outlet />
      </main>
    );
  }
  return (
    <Suspense fallback={<CenteredLoading />}>
      <ChromeLayout showPanel={chrome === 'shell'} showBreadcrumb={!notFound} routeId={route?.id} />
    </Suspense>
  );
}
