import type { MessageId } from '@one-world/i18n';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  MemberRow,
  Modal,
} from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { useFollowList } from '../api/get-follow-list';
import type { FollowDirection } from '../api/profile-cache';

interface FollowListDialogProps {
  userId: string;
  /** Whose list it is, for the dialog's description. */
  ownerName: string;
  /** The list to show; null keeps the dialog closed. */
  direction: FollowDirection | null;
  onClose: () => void;
}

const TEXTS: Record<
  FollowDirection,
  { title: MessageId; empty: MessageId; description: MessageId; loading: MessageId }
> = {
  followers: {
    title: 'profile.followers',
    empty: 'profile.noFollowers',
    description: 'profile.followersOf',
    loading: 'profile.loadingFollowers',
  },
  following: {
    title: 'profile.following',
    empty: 'profile.noFollowing',
    description: 'profile.followingOf',
    loading: 'profile.loadingFollowing',
  },
};

/** A member's followers or followings, newest first, paged with Load more. */
export function FollowListDialog({ userId, ownerName, direction, onClose }: FollowListDialogProps) {
  const shown = direction ?? 'followers';
  const list = useFollowList(userId, shown, direction !== null);
  const members = list.data?.pages.flatMap((page) => page.users) ?? [];
  const t = useT();
  const texts = TEXTS[shown];
  const title = t(texts.title);

  return (
    <Modal
      open={direction !== null}
      onClose={onClose}
      title={title}
      // The name isolated (U+2068…U+2069), so a Latin name keeps its place in Arabic text.
      description={t(texts.description, { name: `\u2068${ownerName}\u2069` })}
    >
      {list.isPending ? (
        <LoadingState label={t(texts.loading)} />
      ) : list.isError && members.length === 0 ? (
        <ErrorState
          error={list.error}
          fallback={t('profile.listLoadFailed')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : members.length === 0 ? (
        <EmptyState message={t(texts.empty)} />
      ) : (
        <div className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
          <ul aria-label={title} className="divide-y divide-slate-100">
            {members.map((member) => (
              <MemberRow key={member._id} member={member} />
            ))}
          </ul>
          <LoadMore list={list} errorFallback={t('profile.moreMembersFailed')} />
        </div>
      )}
    </Modal>
  );
}
