import { useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { documentTitle } from '../../config/paths';
import { ConfirmEmailBanner } from '../../features/auth/components/confirm-email-banner';
import { useDefaultDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n';
import { writeSidebarExpanded } from '../../lib/storage';
import { useMediaQuery } from '../../lib/use-media-query';
import { useSidebarExpanded } from '../../lib/use-stored-value';
import { Footer } from './footer';
import { Header } from './header';
import { Preloader } from './preloader';
import { RouteProgress } from './route-progress';
import { useReplaceServerShell } from './server-shell';
import { Sidebar } from './sidebar';

/** The shared layout of SPEC §2: sidebar, header, the page, footer. */
export function AppLayout() {
  const location = useLocation();
  const matches = useMatches();
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const expanded = useSidebarExpanded();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerToggleRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  useReplaceServerShell();
  useDefaultDocumentTitle(documentTitle(matches, t));

  // The phone drawer closes once a link in it has been followed.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="min-h-dvh bg-slate-50 text-ink">
      <Preloader />
      <RouteProgress />
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('app.skipToContent')}
      </a>
      <Header
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        drawerToggleRef={drawerToggleRef}
      />
      <Sidebar
        isDesktop={isDesktop}
        expanded={expanded}
        onExpandedChange={writeSidebarExpanded}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        drawerToggleRef={drawerToggleRef}
      />
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col md:ps-16">
        {/* At least a screen tall, so the footer starts below the fold and a page filling in
            as its data arrives moves nothing on screen (no layout shift). */}
        <main
          id="main-content"
          tabIndex={-1}
          className="min-h-[calc(100dvh-4rem)] w-full flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          <div className="mx-auto w-full max-w-7xl">
            <ConfirmEmailBanner />
            <Outlet />
          </div>
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </div>
  );
}
