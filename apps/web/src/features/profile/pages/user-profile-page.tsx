import { COMPANY, USER_MESSAGES, UUID_PATTERN } from '@one-world/contract';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { DocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileContent } from '../components/profile-content';

/**
 * /userprofile/:id: another member's profile (SPEC §2 "Public profile"). One's own id leads to
 * /profile, where it can be edited.
 */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (user?._id === id) return <Navigate to={paths.profile.href()} replace />;
  // Keyed by the member, so moving from one profile to another starts afresh (open lists, etc.).
  return <MemberProfile key={id} userId={id} viewerId={user?._id ?? ''} />;
}

function MemberProfile({ userId, viewerId }: { userId: string; viewerId: string }) {
  // An id that is not a UUID cannot name a member: no need to ask the server.
  const valid = UUID_PATTERN.test(userId);
  const query = useUserProfile(userId, valid);
  if (!valid || isHttpError(query.error, 400, 404)) return <MemberNotFound />;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <ProfileContent query={query} viewerId={viewerId} own={false} />
    </div>
  );
}

/** An unknown id, or a member who deleted their account. */
function MemberNotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <DocumentTitle title={`${t(USER_MESSAGES.userNotFound)} · ${COMPANY}`} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t(USER_MESSAGES.userNotFound)}
      </h1>
      <p className="mt-3 text-lg text-slate-600">{t('profile.notFoundHint')}</p>
      <Link to={paths.home.href()} className={buttonClasses({ className: 'mt-6' })}>
        {t('profile.backHome')}
      </Link>
    </div>
  );
}
