import { POST_MESSAGES, type Post, regionLabel } from '@one-world/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar, Card, ConfirmDialog, PremiumBadge } from '../../../components/ui';
import { paths, type ReportLinkState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePost } from '../api/delete-post';
import { CommentsBlock } from './comments-block';
import { LikeButton } from './like-button';
import { RelativeTime } from './relative-time';

interface PostCardProps {
  post: Post;
  viewerId: string | null;
  /** Opens the sign-in prompt with this text (visitors who try to like or comment). */
  onSignInNeeded: (message: string) => void;
}

/**
 * One discussion on a board: author, when, where, the text, likes, comments, and Delete and
 * Report where the server's `abilities` allow them.
 */
export function PostCard({ post, viewerId, onSignInNeeded }: PostCardProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const deletePost = useDeletePost();
  const profileHref = paths.userProfile.href(post.user._id);
  // The author's id lets the report form switch to "Report this User" for the same post.
  const reportHref = paths.report.href({
    kind: 'post',
    targetId: post._id,
    userId: post.user._id,
  });

  const remove = () =>
    deletePost.mutate(post._id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not delete the post')),
    });

  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={titleId}>
        <header className="flex items-start gap-3">
          <Link to={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <Avatar src={post.user.img.secure_url} name={post.user.name} decorative />
          </Link>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <Link to={profileHref} className="font-semibold text-ink hover:underline">
                {post.user.name}
              </Link>
              <PremiumBadge badge={post.user.statusBadge} />
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
              <RelativeTime iso={post.createdAt} />
              <span aria-hidden="true">·</span>
              <span>
                {post.postCategory}
                {post.region && ` · ${regionLabel(post.region, post.postCategory)}`}
              </span>
            </p>
          </div>
          {post.abilities.delete && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Delete<span className="sr-only"> post</span>
            </button>
          )}
        </header>

        <h2 id={titleId} className="mt-3 text-lg font-semibold break-words text-ink">
          {post.title}
        </h2>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-700">
          {post.content}
        </p>

        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <LikeButton
            post={post}
            signedIn={viewerId !== null}
            onSignInNeeded={() => onSignInNeeded(POST_MESSAGES.signInToLike)}
          />
          {post.abilities.report && (
            <Link
              to={reportHref}
              state={{ postTitle: post.title, userName: post.user.name } satisfies ReportLinkState}
              className="rounded-md px-2 py-1 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Report<span className="sr-only"> this post</span>
            </Link>
          )}
        </div>

        <CommentsBlock post={post} viewerId={viewerId} onSignInNeeded={onSignInNeeded} />
      </article>
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        description="The post, its comments and likes will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        busy={deletePost.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
