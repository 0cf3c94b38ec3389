import { PROFILE_TEXTS, type StatusBadge } from '@one-world/contract';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useT, useText } from '../../lib/i18n';
import { StarIcon } from './icons';

/** Legend a yellow (gold) star, Warrior a blue one (SPEC §4, §6). */
const STAR_COLOURS: Record<StatusBadge, string> = {
  Legend: 'fill-amber-400 text-amber-500',
  Warrior: 'fill-blue-500 text-blue-600',
};

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

export interface PremiumBadgeProps {
  /** The member's paid tier; null (Basic) shows nothing. */
  badge: StatusBadge | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The star beside a paying member's name, with the tooltip "Premium User". The star is a button
 * so the tooltip is reachable by keyboard and by touch (a tap toggles it), not only on hover;
 * screen readers hear the tier as its name and the tooltip as its description. Escape hides the
 * tooltip without moving focus or the pointer (WCAG 1.4.13).
 */
export function PremiumBadge({ badge, size = 'sm', className }: PremiumBadgeProps) {
  const tooltipId = useId();
  const t = useT();
  const text = useText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused || pinned);

  // Escape hides the tooltip, wherever focus is; inside a dialog it closes only the tooltip.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setDismissed(true);
      setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!badge) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only shows the tooltip (so it stays while the pointer moves onto it); the button gives it to keyboard and touch
    <span
      className={cn('relative inline-flex align-middle', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <button
        type="button"
        aria-label={t('ui.tierMember', { tier: badge })}
        aria-describedby={tooltipId}
        onClick={() => {
          setPinned(!open);
          setDismissed(false);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
          setDismissed(false);
        }}
        className="inline-flex rounded-full p-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        <StarIcon className={cn(SIZES[size], STAR_COLOURS[badge])} />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={cn(
          'absolute bottom-full left-1/2 z-30 mb-1.5 -translate-x-1/2 rounded-md bg-ink px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg',
          !open && 'invisible',
        )}
      >
        {text(PROFILE_TEXTS.premiumUser)}
      </span>
    </span>
  );
}
