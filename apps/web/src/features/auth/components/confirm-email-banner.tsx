import { MAIL_MESSAGES } from '@one-world/contract';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ResendConfirmationButton } from './resend-confirmation-button';

/** On every page while the signed-in member has not opened their confirmation link. */
export function ConfirmEmailBanner() {
  const { user } = useSession();
  const t = useT();
  if (!user || user.emailConfirmed) return null;
  return (
    <section
      aria-label={t('auth.confirmBannerLabel')}
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t(MAIL_MESSAGES.confirmBanner)}</p>
      <ResendConfirmationButton variant="secondary" size="sm" />
    </section>
  );
}
