import type { LikeResponse, Post } from '@one-world/contract';
import type { MutateOptions } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SvgIcon } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { type LikeVariables, useSetLike } from '../api/toggle-like';

interface LikeButtonProps {
  post: Post;
  signedIn: boolean;
  /** Called instead of liking when the viewer is signed out. */
  onSignInNeeded: () => void;
}

/**
 * What a like click tells the viewer, as `mutate` callbacks: they fire for the button's latest
 * click only, so the answer of a click already followed by another is not shown. Clicks slow
 * enough to be answered one by one still show one toast, not a stack: every answer about a post
 * goes under that post's toast id and replaces the one before.
 */
export function likeToasts(
  postId: string,
  failed: string,
): MutateOptions<LikeResponse, Error, LikeVariables> {
  const id = `like-${postId}`;
  return {
    // SPEC §7: the server's message plus a heart (decorative, so not read out).
    onSuccess: ({ message }) =>
      toast.success(
        <>
          {message} <span aria-hidden="true">❤️</span>
        </>,
        { id },
      ),
    onError: (error) => toast.error(errorMessage(error, failed), { id }),
  };
}

/** The thumb toggle with the like count; filled and coloured while the viewer likes the post. */
export function LikeButton({ post, signedIn, onSignInNeeded }: LikeButtonProps) {
  const t = useT();
  const intl = useIntl();
  const setLike = useSetLike(post._id);
  const liked = post.likedByUser;

  const onClick = () => {
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    setLike.mutate(
      { postId: post._id, liked: !liked },
      likeToasts(post._id, t('boards.likeFailed')),
    );
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        liked ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100',
      )}
    >
      <ThumbIcon filled={liked} />
      <span>{t('boards.like')}</span>
      <span className="tabular-nums" data-testid="like-count">
        {intl.formatNumber(post.likeCount)}
      </span>
    </button>
  );
}

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <SvgIcon fill={filled ? 'currentColor' : 'none'}>
      <path d="M7 10v12M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
    </SvgIcon>
  );
}
