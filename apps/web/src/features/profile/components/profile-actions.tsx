import { BLOCK_MESSAGES, PROFILE_TEXTS, type PublicUser } from '@one-world/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses, ChatIcon, ConfirmDialog } from '../../../components/ui';
import { paths, type ReportLinkState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
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
  return (
    <div className="flex flex-wrap items-center gap-2">
      {abilities.follow && <FollowButton profile={profile} viewerId={viewerId} />}
      {abilities.message ? (
        <MessageButton memberId={profile._id} viewerId={viewerId} />
      ) : (
        abilities.update && (
          <Link to={paths.chats.href()} className={buttonClasses({ variant: 'secondary' })}>
            <ChatIcon className="size-4" />
            {PROFILE_TEXTS.message}
          </Link>
        )
      )}
      {abilities.report && (
        <Link
          to={paths.report.href({ kind: 'user', targetId: profile._id })}
          state={{ userName: profile.name } satisfies ReportLinkState}
          className={buttonClasses({ variant: 'ghost', className: 'text-slate-600' })}
        >
          Report<span className="sr-only"> {profile.name}</span>
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
  const toggle = () =>
    setBlock.mutate(!blocked, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (error) =>
        toast.error(
          errorMessage(error, blocked ? 'Could not unblock the member.' : 'Could not block.'),
        ),
    });
  if (blocked) {
    return (
      <Button variant="secondary" onClick={toggle} loading={setBlock.isPending}>
        {BLOCK_MESSAGES.unblock}
        <span className="sr-only"> {profile.name}</span>
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
        {BLOCK_MESSAGES.block}
        <span className="sr-only"> {profile.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={BLOCK_MESSAGES.confirmTitle}
        description={BLOCK_MESSAGES.confirmDescription}
        confirmLabel={BLOCK_MESSAGES.block}
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
  const open = () =>
    conversation.mutate(
      { senderId: viewerId, receiverId: memberId },
      {
        onSuccess: ({ _id }) => void navigate(paths.chats.href(_id)),
        onError: (error) =>
          toast.error(errorMessage(error, 'The conversation could not be opened.')),
      },
    );
  return (
    <Button
      variant="secondary"
      onClick={open}
      loading={conversation.isPending || conversation.isSuccess}
    >
      <ChatIcon className="size-4" />
      {PROFILE_TEXTS.message}
    </Button>
  );
}

/** Follow or Unfollow by whether the viewer follows; the count changes at once. */
function FollowButton({ profile, viewerId }: ProfileActionsProps) {
  const setFollow = useSetFollow(profile._id, viewerId);
  const followed = profile.followedByViewer;
  const toastId = `follow-${profile._id}`;
  const toggle = () =>
    setFollow.mutate(
      { follow: !followed },
      {
        onSuccess: ({ message }) => toast.success(message, { id: toastId }),
        onError: (error) =>
          toast.error(errorMessage(error, followed ? 'Could not unfollow.' : 'Could not follow.'), {
            id: toastId,
          }),
      },
    );
  return (
    <Button variant={followed ? 'secondary' : 'primary'} onClick={toggle}>
      {followed ? PROFILE_TEXTS.unfollow : PROFILE_TEXTS.follow}
    </Button>
  );
}
