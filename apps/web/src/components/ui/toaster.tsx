import type { CSSProperties } from 'react';
// biome-ignore lint/style/noRestrictedImports: the toaster itself, a lazy component (app/providers.tsx)
import { Toaster } from 'sonner';
import { useLocale, useT } from '../../lib/i18n';

/**
 * Sonner's rich colours with the text darkened to at least 4.5:1 on each toast's background
 * (WCAG 1.4.3): its own greens and reds reach only 4.3:1. Same hues, so toasts look the same.
 */
const RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--info-text': 'hsl(210, 92%, 40%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

/** The one place toasts appear (sonner announces them through a polite live region). */
export function AppToaster() {
  const { dir } = useLocale();
  const t = useT();
  return (
    <Toaster
      richColors
      closeButton
      position="top-center"
      duration={4000}
      style={RICH_COLORS}
      dir={dir}
      containerAriaLabel={t('ui.notifications')}
    />
  );
}
