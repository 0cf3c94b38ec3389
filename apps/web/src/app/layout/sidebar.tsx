import { COMPANY } from '@one-world/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import {
  ChevronsLeftIcon,
  ChevronsRightIcon,
  CloseIcon,
  LogoutIcon,
} from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDismiss } from '../../lib/use-dismiss';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { ADMIN_LINKS, MEMBER_LINKS, SIDEBAR_LINKS } from './nav-links';

/** The sidebar's links, which the header's hamburger and the desktop toggle show and hide. */
export const SIDEBAR_NAV_ID = 'app-sidebar-nav';

export interface SidebarProps {
  /** md and wider: an icon rail that expands over the page. Narrower: an off-canvas drawer. */
  isDesktop: boolean;
  /** The remembered desktop state (local storage `sidebar-expanded`). */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** The header's hamburger: focus returns there when the drawer closes. */
  drawerToggleRef: RefObject<HTMLButtonElement | null>;
}

/** On phones the sidebar is a drawer over the page, announced and kept as a modal dialog. */
const DRAWER_DIALOG = { role: 'dialog', 'aria-modal': true } as const;

const ITEM =
  'group flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ' +
  'hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-100';

export function Sidebar({
  isDesktop,
  expanded,
  onExpandedChange,
  drawerOpen,
  onDrawerOpenChange,
  drawerToggleRef,
}: SidebarProps) {
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const t = useT();
  const asideRef = useRef<HTMLElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const open = isDesktop ? expanded : drawerOpen;
  const showLabels = !isDesktop || expanded;
  const modal = !isDesktop && drawerOpen;
  // On phones the drawer's links are drawn when it first opens, and kept (it slides out with
  // them): unseen until then, they were a fifth of the elements of a page's first render.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const drawLinks = isDesktop || opened;
  const links = [
    ...SIDEBAR_LINKS,
    ...(user ? MEMBER_LINKS : []),
    ...(user?.role === 'admin' ? ADMIN_LINKS : []),
  ];

  const close = () => (isDesktop ? onExpandedChange(false) : onDrawerOpenChange(false));
  useDismiss(open, [asideRef, drawerToggleRef], close);
  useFocusTrap(asideRef, modal);

  // The drawer is a modal: focus moves in when it opens and back to the hamburger when it closes
  // (close button, Escape, outside click or a followed link), unless it was already taken
  // elsewhere.
  const wasModal = useRef(false);
  useEffect(() => {
    if (modal) {
      closeButtonRef.current?.focus();
    } else if (wasModal.current) {
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || asideRef.current?.contains(focused);
      if (lost) drawerToggleRef.current?.focus();
    }
    wasModal.current = modal;
  }, [modal, drawerToggleRef]);

  return (
    <>
      {modal && (
        <div
          aria-hidden="true"
          // A press here closes the drawer (useDismiss); cancelling it stops the browser moving
          // focus to the page under the backdrop, so focus can go back to the hamburger.
          onPointerDown={(event) => event.preventDefault()}
          className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[1px]"
        />
      )}
      <aside
        ref={asideRef}
        {...(isDesktop ? {} : { ...DRAWER_DIALOG, 'aria-label': t('sidebar.menu') })}
        data-expanded={open}
        className={cn(
          'fixed start-0 z-50 flex flex-col overflow-x-hidden overflow-y-auto bg-ink text-slate-300',
          'duration-200 motion-reduce:transition-none md:transition-[width]',
          'max-md:inset-y-0 max-md:w-72 max-md:shadow-2xl',
          // Visible at once when opening (so focus can move in), hidden only after sliding out
          // towards the start edge (the right in Arabic).
          drawerOpen
            ? 'max-md:translate-x-0 max-md:transition-[translate]'
            : 'max-md:invisible max-md:-translate-x-full max-md:transition-[translate,visibility] max-md:rtl:translate-x-full',
          'md:top-16 md:bottom-0 md:z-20',
          expanded ? 'md:w-64 md:shadow-2xl' : 'md:w-16',
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-4 md:hidden">
          <Link to={paths.home.href()} className="flex items-center gap-2 font-bold text-white">
            <img src="/images/logo.svg" alt="" className="size-8" />
            {COMPANY}
          </Link>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={close}
            aria-label={t('header.closeMenu')}
            className="rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-100"
          >
            <CloseIcon />
          </button>
        </div>

        <div className="hidden shrink-0 px-3 pt-3 md:block">
          <button
            type="button"
            onClick={() => onExpandedChange(!expanded)}
            aria-expanded={expanded}
            aria-controls={SIDEBAR_NAV_ID}
            aria-label={t(expanded ? 'sidebar.collapse' : 'sidebar.expand')}
            title={t(expanded ? 'sidebar.collapse' : 'sidebar.expand')}
            className={cn(ITEM, 'w-full text-slate-400')}
          >
            {expanded ? (
              <ChevronsLeftIcon className="size-5 shrink-0" />
            ) : (
              <ChevronsRightIcon className="size-5 shrink-0" />
            )}
            {expanded && (
              <span className="truncate text-xs uppercase tracking-wider">{t('sidebar.menu')}</span>
            )}
          </button>
        </div>

        <nav id={SIDEBAR_NAV_ID} aria-label={t('sidebar.label')} className="flex-1 px-3 py-3">
          <ul className="space-y-1">
            {drawLinks &&
              links.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    title={showLabels ? undefined : t(label)}
                    className={({ isActive }) =>
                      cn(ITEM, isActive && 'bg-brand-600 text-white hover:bg-brand-600')
                    }
                  >
                    <Icon className="size-5 shrink-0" />
                    <span className={cn('truncate', !showLabels && 'sr-only')}>{t(label)}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>

        {user && (
          <div className="shrink-0 border-t border-white/10 px-3 py-3">
            <button
              type="button"
              onClick={() => void logout()}
              disabled={isPending}
              title={showLabels ? undefined : t('sidebar.logout')}
              className={cn(ITEM, 'w-full disabled:opacity-60')}
            >
              <LogoutIcon className="size-5 shrink-0" />
              <span className={cn('truncate', !showLabels && 'sr-only')}>
                {t('sidebar.logout')}
              </span>
            </button>
          </div>
        )}
      </aside>
    </>
  );
}
