import { PROFILE_TEXTS } from '@one-world/contract';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  MemberRow,
  Modal,
} from '../../../components/ui';
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

const TEXTS: Record<FollowDirection, { title: string; empty: string }> = {
  followers: { title: PROFILE_TEXTS.followers, empty: 'No followers yet.' },
  following: { title: PROFILE_TEXTS.following, empty: 'Not following anyone yet.' },
};

/** A member's followers or followings, newest first, paged with Load more. */
export function FollowListDialog({ userId, ownerName, direction, onClose }: FollowListDialogProps) {
  const shown = direction ?? 'followers';
  const list = useFollowList(userId, shown, direction !== null);
  const members = list.data?.pages.flatMap((page) => page.users) ?? [];
  const { title, empty } = TEXTS[shown];

  return (
    <Modal
      open={direction !== null}
      onClose={onClose}
      title={title}
      description={
        shown === 'followers' ? `Members who follow ${ownerName}.` : `Members ${ownerName} follows.`
      }
    >
      {list.isPending ? (
        <LoadingState label={`Loading ${title.toLowerCase()}...`} />
      ) : list.isError && members.length === 0 ? (
        <ErrorState
          error={list.error}
          fallback="The list could not be loaded."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : members.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <div className="-mx-2 max-h-[60vh] overflow-y-auto px-2">
          <ul aria-label={title} className="divide-y divide-slate-100">
            {members.map((member) => (
              <MemberRow key={member._id} member={member} />
            ))}
          </ul>
          <LoadMore list={list} errorFallback="More members could not be loaded." />
        </div>
      )}
    </Modal>
  );
}
