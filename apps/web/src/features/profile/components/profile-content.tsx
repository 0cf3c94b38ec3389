import { BLOCK_MESSAGES, COMPANY, type PublicUser } from '@one-world/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, ErrorState, LoadingState } from '../../../components/ui';
import { DocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { AboutMe } from './about-me';
import { ProfileHeader } from './profile-header';
import { UserPosts } from './user-posts';

interface ProfileContentProps {
  query: UseQueryResult<PublicUser>;
  viewerId: string;
  /** One's own profile (under the page heading "My Profile"), or another member's. */
  own: boolean;
}

/** A profile once its address is known to name a member: loading, failed, or shown. */
export function ProfileContent({ query, viewerId, own }: ProfileContentProps) {
  const profile = query.data;
  const t = useT();
  if (!profile) {
    return query.isError ? (
      <ErrorState
        error={query.error}
        fallback={t('profile.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <LoadingState label={t('profile.loading')} />
    );
  }
  return (
    <div className="space-y-6">
      {!own && <DocumentTitle title={`${profile.name} · ${COMPANY}`} />}
      <ProfileHeader profile={profile} viewerId={viewerId} headingLevel={own ? 2 : 1} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AboutMe profile={profile} />
        {profile.blockedByViewer ? (
          <BlockedNotice />
        ) : (
          <UserPosts userId={profile._id} own={own} name={profile.name} />
        )}
      </div>
    </div>
  );
}

/** Where a blocked member's posts would be: the server sends none, and this says why. */
function BlockedNotice() {
  const t = useT();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{t(BLOCK_MESSAGES.youBlocked)}</h2>
      <p className="mt-1 text-slate-600">{t(BLOCK_MESSAGES.youBlockedHint)}</p>
    </Card>
  );
}
