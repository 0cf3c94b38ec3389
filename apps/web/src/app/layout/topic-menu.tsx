import { CATEGORY_LABELS, type Category } from '@one-world/contract';
import { type KeyboardEvent, useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useDisclosureDismiss } from '../../lib/use-dismiss';
import { regionLinks } from './nav-links';

export interface TopicMenuProps {
  category: Category;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const TOPIC_LINK =
  'rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:text-brand-700';

/** Moves focus between the links of a list with the arrow, Home and End keys. */
function handleListKeys(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = {
    ArrowDown: (index + 1) % links.length,
    ArrowUp: (index - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined || links.length === 0) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * A topic link and its region dropdown (a disclosure: a button with aria-expanded controlling a
 * list of links). Opens on click, Enter, Space or ArrowDown; Escape closes it and returns focus
 * to the button; the header closes it on navigation and after 30 s. The links are drawn only while
 * it is open: the five menus' links were half of the first screen's elements, drawn unseen in the
 * app's first and longest task (issue 12, Lighthouse's blocking time).
 */
export function TopicMenu({ category, open, onOpenChange }: TopicMenuProps) {
  const { containerRef, buttonRef } = useDisclosureDismiss<HTMLLIElement>(open, onOpenChange);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = `topic-menu-${category}`;
  const t = useT();
  const topic = t(CATEGORY_LABELS[category]);

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(() => onOpenChange(true));
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]');
    links?.[which === 'first' ? 0 : links.length - 1]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <li
      ref={containerRef}
      className="relative flex items-center"
      onBlur={(event) => {
        // Tabbing away closes it; a click elsewhere is handled by useDismiss.
        const next = event.relatedTarget;
        if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
      }}
    >
      <NavLink to={paths.board.href(category)} className={TOPIC_LINK}>
        {topic}
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.topicRegions', { topic })}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
        className="-ms-1.5 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={menuId}
        ref={listRef}
        hidden={!open}
        aria-label={t('header.topicByRegion', { topic })}
        onKeyDown={(event) => handleListKeys(event, listRef.current)}
        className="absolute top-full start-0 z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {open && (
          <RegionLinkItems
            category={category}
            linkClassName="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
          />
        )}
      </ul>
    </li>
  );
}

/** A topic's region links as list items; each menu puts them in its own list and look. */
export function RegionLinkItems({
  category,
  linkClassName,
}: {
  category: Category;
  linkClassName: string;
}) {
  const t = useT();
  return regionLinks(category).map((link) => (
    <li key={link.region}>
      <NavLink to={link.to} className={linkClassName}>
        {t(link.label)}
      </NavLink>
    </li>
  ));
}
