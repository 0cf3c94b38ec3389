import { Link } from 'react-router';
import { buttonClasses, SettingsIcon } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileContent } from '../components/profile-content';

/** /profile: the signed-in member's own profile, where they edit it (SPEC §2 "Own profile"). */
export function OwnProfilePage() {
  const { user } = useSession();
  const userId = user?._id ?? '';
  const query = useUserProfile(userId, user !== null);
  const t = useT();

  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('profile.myProfile')}</h1>
        <Link to={paths.settings.href()} className={buttonClasses({ variant: 'secondary' })}>
          <SettingsIcon className="size-4" />
          {t('settings.title')}
        </Link>
      </header>
      <ProfileContent query={query} viewerId={userId} own />
    </div>
  );
}
