import {
  CATEGORY_LABELS,
  type Category,
  COMPANY,
  TIMINGS,
  UNREAD_COUNT_MAX,
} from '@one-world/contract';
import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { BellIcon, CartIcon, ChatIcon, GridIcon, MenuIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useUnreadCount } from '../../features/chats/api/get-unread-count';
import { useUnreadNotifications } from '../../features/notifications/api/get-unread-notifications';
import { HeaderSearch } from '../../features/search/components/header-search';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDisclosureDismiss } from '../../lib/use-dismiss';
import { useMediaQuery } from '../../lib/use-media-query';
import { useCartQuantity } from '../../lib/use-stored-value';
import { TOPICS } from './nav-links';
import { SIDEBAR_NAV_ID } from './sidebar';
import { RegionLinkItems, TOPIC_LINK, TopicMenu } from './topic-menu';

type OpenMenu = Category | 'mobile' | null;

export interface HeaderProps {
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  drawerToggleRef: RefObject<HTMLButtonElement | null>;
}

export function Header({ drawerOpen, onDrawerOpenChange, drawerToggleRef }: HeaderProps) {
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const t = useT();
  // The topics are a row of menus from lg (64rem) up and one folded menu below: only the one on
  // screen is drawn (on a phone the row was a sixth of a page's first render, hidden).
  const wide = useMediaQuery('(min-width: 64rem)');

  // Any navigation closes the dropdowns.
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (lastLocationKey !== location.key) {
    setLastLocationKey(location.key);
    setOpenMenu(null);
  }

  // A layout effect: the 30 s start with the commit that opened the menu. An effect may run a task
  // later, and a test that moves the page's clock between the two counted from the wrong moment.
  useLayoutEffect(() => {
    if (!openMenu) return;
    const timer = setTimeout(() => setOpenMenu(null), TIMINGS.dropdownAutoCloseMs);
    return () => clearTimeout(timer);
  }, [openMenu]);

  const menuState = (menu: Exclude<OpenMenu, null>) => ({
    open: openMenu === menu,
    onOpenChange: (open: boolean) =>
      setOpenMenu((current) => (open ? menu : current === menu ? null : current)),
  });

  return (
    <header className="sticky top-0 z-30 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-full items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <button
          ref={drawerToggleRef}
          type="button"
          onClick={() => onDrawerOpenChange(!drawerOpen)}
          aria-expanded={drawerOpen}
          aria-controls={SIDEBAR_NAV_ID}
          aria-label={t(drawerOpen ? 'header.closeMenu' : 'header.openMenu')}
          className="rounded-md p-2 text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        >
          <MenuIcon className="size-6" />
        </button>

        <Link
          to={paths.home.href()}
          className="flex shrink-0 items-center gap-2 rounded-md pe-2 focus-visible:outline-2 focus-visible:outline-brand-600 max-[22.5rem]:pe-0"
        >
          <img src="/images/logo.svg" alt="" className="size-8" />
          <span className="text-lg font-bold tracking-tight text-ink max-sm:sr-only">
            {COMPANY}
          </span>
        </Link>

        {wide ? (
          <nav aria-label={t('header.topics')}>
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to={paths.home.href()} end className={TOPIC_LINK}>
                  {t('nav.home')}
                </NavLink>
              </li>
              {TOPICS.map((category) => (
                <TopicMenu key={category} category={category} {...menuState(category)} />
              ))}
            </ul>
          </nav>
        ) : (
          <MobileTopics {...menuState('mobile')} />
        )}

        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <HeaderSearch />
          <AccountLinks />
        </div>
      </div>
    </header>
  );
}

/** Below lg the topics and their regions fold into one panel, drawn while it is open (TopicMenu). */
function MobileTopics({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { containerRef, buttonRef } = useDisclosureDismiss<HTMLDivElement>(open, onOpenChange);
  const t = useT();

  return (
    <div ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => onOpenChange(!open)}
        aria-expanded={open}
        aria-controls="mobile-topics"
        aria-label={t('header.topics')}
        className="flex items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <GridIcon />
        <span className="max-sm:sr-only" aria-hidden="true">
          {t('header.topics')}
        </span>
      </button>
      <div
        id="mobile-topics"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg"
      >
        {open && (
          <nav aria-label={t('header.topics')}>
            <ul className="grid gap-4 sm:grid-cols-2">
              <li>
                <NavLink
                  to={paths.home.href()}
                  end
                  className="font-semibold text-ink hover:text-brand-700"
                >
                  {t('nav.home')}
                </NavLink>
              </li>
              {TOPICS.map((category) => (
                <li key={category}>
                  <NavLink
                    to={paths.board.href(category)}
                    className="font-semibold text-ink hover:text-brand-700"
                  >
                    {t(CATEGORY_LABELS[category])}
                  </NavLink>
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    <RegionLinkItems
                      category={category}
                      linkClassName="inline-block rounded-full border border-slate-200 px-3 py-1 text-xs text-slate-700 hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-500 aria-[current=page]:bg-brand-50"
                    />
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

/** Below 22.5rem (360 px) the icons draw closer, so a member's header fits a 320 px screen. */
const ACCOUNT_LINK =
  'flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 max-[22.5rem]:px-1.5 ' +
  'hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 ' +
  'aria-[current=page]:text-brand-700';

function AccountLinks() {
  const { user, status } = useSession();
  const cartQuantity = useCartQuantity();
  const t = useT();

  if (!user) {
    // While the session loads, a visitor's links hold their place unseen, so for a visitor (most
    // first visits) they appear without moving anything beside them.
    return (
      <nav
        aria-label={t('header.account')}
        className={cn('flex items-center gap-1 sm:gap-2', status === 'loading' && 'invisible')}
      >
        <NavLink to={paths.auth.signIn.href()} className={ACCOUNT_LINK}>
          {t('nav.signIn')}
        </NavLink>
        <NavLink to={paths.auth.signUp.href()} className={buttonClasses({ size: 'sm' })}>
          {t('nav.signUp')}
        </NavLink>
      </nav>
    );
  }
  return (
    <nav aria-label={t('header.account')}>
      <ul className="flex items-center gap-0.5 sm:gap-1">
        <li>
          <ChatsLink userId={user._id} />
        </li>
        <li>
          <NotificationsLink userId={user._id} />
        </li>
        <li>
          <NavLink
            to={paths.cart.href()}
            aria-label={t('header.cartLabel', { count: cartQuantity })}
            className={ACCOUNT_LINK}
          >
            <CountedIcon icon={<CartIcon />} count={cartQuantity} testId="cart-badge" />
            <span className="max-xl:sr-only">{t('header.cart')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.profile.href()} className={cn(ACCOUNT_LINK, 'ps-1.5')}>
            <Avatar src={user.img.secure_url} name={user.name} decorative size="sm" />
            <span className="max-xl:sr-only">{t('nav.myProfile')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * An account link's icon with a small count on its top corner; the link's label says it in words.
 * The count ends on the link's own padding, so a wide one ("99+") grows over its icon rather than
 * past the link onto its neighbour (on a phone the links stand side by side with just the icons).
 */
function CountedIcon({ icon, count, testId }: { icon: ReactNode; count: number; testId: string }) {
  const t = useT();
  const { formatNumber } = useIntl();
  return (
    <span className="relative flex">
      {icon}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid={testId}
          className="absolute -end-2 -top-2.5 min-w-5 max-[22.5rem]:-end-1.5 rounded-full bg-brand-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {count >= UNREAD_COUNT_MAX ? t('header.over99') : formatNumber(count)}
        </span>
      )}
    </span>
  );
}

/** The bell: the member's unread notifications (kept current by the socket), to /notifications. */
function NotificationsLink({ userId }: { userId: string }) {
  const { data: unread = 0 } = useUnreadNotifications(userId);
  const t = useT();
  return (
    <NavLink
      to={paths.notifications.href()}
      aria-label={
        unread >= UNREAD_COUNT_MAX
          ? t('header.notificationsOver99Label')
          : t('header.notificationsLabel', { count: unread })
      }
      className={ACCOUNT_LINK}
    >
      <CountedIcon icon={<BellIcon />} count={unread} testId="notifications-badge" />
    </NavLink>
  );
}

/** Chats, with the member's unread messages over all conversations (kept current by the socket). */
function ChatsLink({ userId }: { userId: string }) {
  const { data: unread = 0 } = useUnreadCount(userId);
  const t = useT();
  return (
    <NavLink
      to={paths.chats.href()}
      aria-label={
        unread >= UNREAD_COUNT_MAX
          ? t('header.chatsOver99Label')
          : unread > 0
            ? t('header.chatsLabel', { count: unread })
            : undefined
      }
      className={ACCOUNT_LINK}
    >
      <CountedIcon icon={<ChatIcon />} count={unread} testId="chats-badge" />
      <span className="max-xl:sr-only">{t('header.chats')}</span>
    </NavLink>
  );
}
