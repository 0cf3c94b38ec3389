import { BLOCK_MESSAGES, type PublicUser } from '@one-world/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, ChatIcon, ConfirmDialog } from '../../../components/ui';
import { paths, type ReportLinkState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateConversation } from '../api/create-conversation';
import { useSetBlock } from '../api/set-block';
import { useSetFollow } from '../api/set-follow';

interface ProfileActionsProps {
  profile: PublicUser;
  viewerId: string;
}

/**
 * Message, Follow/Unfollow, Report and Block/Unblock, as the server's `abilities` allow (SPEC §4):
 * on one's own profile Message simply opens the chats and there is no Follow; on a member the
 * viewer blocked, neither Follow nor Message is offered until they unblock.
 */
export function ProfileActions({ profile, viewerId }: ProfileActionsProps) {
  const { abilities } = profile;
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {abilities.follow && <FollowButton profile={profile} viewerId={viewerId} />}
      {abilities.message ? (
        <MessageButton memberId={profile._id} viewerId={viewerId} />
      ) : (
        abilities.update && (
          <Link to={paths.chats.href()} className={buttonClasses({ variant: 'secondary' })}>
            <ChatIcon className="size-4" />
            {t('profile.message')}
          </Link>
        )
      )}
      {abilities.report && (
        <Link
          to={paths.report.href({ kind: 'user', targetId: profile._id })}
          state={{ userName: profile.name } satisfies ReportLinkState}
          className={buttonClasses({ variant: 'ghost', className: 'text-slate-600' })}
        >
          {t('profile.report')}
          <span className="sr-only">
            {' '}
            <bdi>{profile.name}</bdi>
          </span>
        </Link>
      )}
      {abilities.block && <BlockButton profile={profile} />}
    </div>
  );
}

/** Block, after a dialog saying what it does; Unblock at once once blocked. */
function BlockButton({ profile }: { profile: PublicUser }) {
  const [confirming, setConfirming] = useState(false);
  const setBlock = useSetBlock(profile._id);
  const blocked = profile.blockedByViewer;
  const t = useT();
  const toggle = () =>
    setBlock.mutate(!blocked, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (error) =>
        toast.error(
          errorMessage(error, t(blocked ? 'blocks.unblockFailed' : 'blocks.blockFailed')),
        ),
    });
  if (blocked) {
    return (
      <Button variant="secondary" onClick={toggle} loading={setBlock.isPending}>
        {t(BLOCK_MESSAGES.unblock)}
        <span className="sr-only">
          {' '}
          <bdi>{profile.name}</bdi>
        </span>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        className="text-slate-600"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        {t(BLOCK_MESSAGES.block)}
        <span className="sr-only">
          {' '}
          <bdi>{profile.name}</bdi>
        </span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t(BLOCK_MESSAGES.confirmTitle)}
        description={t(BLOCK_MESSAGES.confirmDescription)}
        confirmLabel={t(BLOCK_MESSAGES.block)}
        busy={setBlock.isPending}
        onConfirm={toggle}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Opens (or creates) the conversation with the member, then the chats on it. */
function MessageButton({ memberId, viewerId }: { memberId: string; viewerId: string }) {
  const navigate = useNavigate();
  const conversation = useCreateConversation();
  const t = useT();
  const open = () =>
    conversation.mutate(
      { senderId: viewerId, receiverId: memberId },
      {
        onSuccess: ({ _id }) => void navigate(paths.chats.href(_id)),
        onError: (error) => toast.error(errorMessage(error, t('profile.conversationFailed'))),
      },
    );
  return (
    <Button
      variant="secondary"
      onClick={open}
      loading={conversation.isPending || conversation.isSuccess}
    >
      <ChatIcon className="size-4" />
      {t('profile.message')}
    </Button>
  );
}

/** Follow or Unfollow by whether the viewer follows; the count changes at once. */
function FollowButton({ profile, viewerId }: ProfileActionsProps) {
  const setFollow = useSetFollow(profile._id, viewerId);
  const followed = profile.followedByViewer;
  const toastId = `follow-${profile._id}`;
  const t = useT();
  const toggle = () =>
    setFollow.mutate(
      { follow: !followed },
      {
        onSuccess: ({ message }) => toast.success(message, { id: toastId }),
        onError: (error) =>
          toast.error(
            errorMessage(error, t(followed ? 'profile.unfollowFailed' : 'profile.followFailed')),
            {
              id: toastId,
            },
          ),
      },
    );
  return (
    <Button variant={followed ? 'secondary' : 'primary'} onClick={toggle}>
      {t(followed ? 'profile.unfollow' : 'profile.follow')}
    </Button>
  );
}
