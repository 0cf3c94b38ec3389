import { type Comment, POST_MESSAGES, type Post } from '@one-world/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar, Button, ConfirmDialog, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteComment } from '../api/delete-comment';
import { usePostComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { RelativeTime } from './relative-time';

/** SPEC §9: one comment at first, one more per "See More". */
const FIRST_SHOWN = 1;

interface CommentsBlockProps {
  post: Post;
  viewerId: string | null;
  onSignInNeeded: (message: string) => void;
}

/**
 * A post's comments: the oldest first, "See More" adds one at a time (fetching pages past the
 * comments embedded in the post), and the viewer's own new comments show at once at the end.
 */
export function CommentsBlock({ post, viewerId, onSignInNeeded }: CommentsBlockProps) {
  const headingId = useId();
  const [visible, setVisible] = useState(FIRST_SHOWN);
  const [paging, setPaging] = useState(false);
  const [justAdded, setJustAdded] = useState<Comment[]>([]);
  const pages = usePostComments(post._id, viewerId, paging);

  const loaded = uniqueById([
    ...post.comments,
    ...(pages.data?.pages.flatMap((page) => page.comments) ?? []),
  ]);
  const shown = loaded.slice(0, visible);
  const rendered = [
    ...shown,
    ...justAdded.filter((added) => !shown.some((comment) => comment._id === added._id)),
  ];
  const exhausted = pages.isSuccess && !pages.hasNextPage && visible >= loaded.length;
  const hasMore = rendered.length < post.commentCount && !exhausted;
  const loadingMore = visible > loaded.length && (pages.isFetching || pages.isPending) && paging;

  const seeMore = () => {
    const next = visible + 1;
    setVisible(next);
    if (next <= loaded.length) return;
    if (!paging) setPaging(true);
    else if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };

  const onDeleted = (commentId: string) =>
    setJustAdded((comments) => comments.filter((comment) => comment._id !== commentId));

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        Comments <span className="font-normal text-slate-500">({post.commentCount})</span>
      </h3>
      {rendered.length > 0 && (
        <ul className="mt-2 space-y-3">
          {rendered.map((comment) => (
            <CommentItem
              key={comment._id}
              postId={post._id}
              comment={comment}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
      {pages.isError && visible > loaded.length && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errorMessage(pages.error, 'Could not load more comments.')}
        </p>
      )}
      {hasMore && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 text-brand-700"
          onClick={seeMore}
          loading={loadingMore}
        >
          See More
        </Button>
      )}
      {loadingMore && <Spinner size="sm" label="Loading comments..." className="sr-only" />}
      <CommentForm
        postId={post._id}
        signedIn={viewerId !== null}
        onSignInNeeded={() => onSignInNeeded(POST_MESSAGES.signInToComment)}
        onAdded={(comment) => setJustAdded((comments) => [...comments, comment])}
      />
    </section>
  );
}

interface CommentItemProps {
  postId: string;
  comment: Comment;
  onDeleted: (commentId: string) => void;
}

function CommentItem({ postId, comment, onDeleted }: CommentItemProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteComment = useDeleteComment(postId);

  const remove = () =>
    deleteComment.mutate(comment._id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirming(false);
        onDeleted(comment._id);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not delete the comment')),
    });

  return (
    <li className="flex gap-3">
      <Avatar src={comment.user.img.secure_url} name={comment.user.name} size="sm" decorative />
      <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={paths.userProfile.href(comment.user._id)}
            className="font-semibold text-ink hover:underline"
          >
            {comment.user.name}
          </Link>
          <RelativeTime iso={comment.createdAt} className="text-xs text-slate-500" />
          {comment.abilities.delete && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="ml-auto text-xs font-medium text-slate-500 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Delete<span className="sr-only"> comment</span>
            </button>
          )}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
          {comment.content}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this comment?"
        description="The comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        busy={deleteComment.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

function uniqueById(comments: Comment[]): Comment[] {
  const seen = new Set<string>();
  return comments.filter((comment) => !seen.has(comment._id) && seen.add(comment._id));
}
