import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { BlockedMembers } from '../components/blocked-members';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccount } from '../components/delete-account';
import { DownloadData } from '../components/download-data';
import { EmailAddress } from '../components/email-address';
import { EmailNotifications } from '../components/email-notifications';
import { LanguageSettings } from '../components/language-settings';
import { MembershipAndOrders } from '../components/membership-and-orders';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/**
 * /settings: the member's membership and orders, email address, password, email notifications,
 * sessions, blocks and data.
 */
export function SettingsPage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <Link
        to={paths.profile.href()}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ChevronLeftIcon className="size-4" />
        {t('profile.myProfile')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{t('settings.title')}</h1>
      <p className="mt-2 text-slate-600">{t('settings.intro')}</p>
      <div className="mt-6 space-y-6">
        <MembershipAndOrders />
        <LanguageSettings />
        <EmailAddress />
        <ChangePasswordForm />
        <EmailNotifications />
        <SignOutEverywhere />
        <BlockedMembers />
        <DownloadData />
        <DeleteAccount />
      </div>
    </div>
  );
}
