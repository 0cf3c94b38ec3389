import { POST_MESSAGES, type Post } from '@one-world/contract';
import { useId } from 'react';
import { ErrorState, LoadMore, Spinner } from '../../../components/ui';
import { usePostComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

interface PostCommentsProps {
  post: Post;
  viewerId: string | null;
  onSignInNeeded: (message: string) => void;
}

/**
 * All of a post's comments for its own page, oldest first, page by page with Load more. A new
 * comment joins the list through the comment caches once the last page is loaded.
 */
export function PostComments({ post, viewerId, onSignInNeeded }: PostCommentsProps) {
  const headingId = useId();
  const list = usePostComments(post._id, viewerId, true);
  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <h2 id={headingId} className="text-sm font-semibold text-slate-700">
        Comments <span className="font-normal text-slate-500">({post.commentCount})</span>
      </h2>
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading comments..." />
        </div>
      ) : list.isError && comments.length === 0 ? (
        <div className="mt-2">
          <ErrorState
            error={list.error}
            fallback="The comments could not be loaded."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : comments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{POST_MESSAGES.noComments}</p>
      ) : (
        <>
          <ul className="mt-2 space-y-3">
            {comments.map((comment) => (
              <CommentItem
                key={comment._id}
                postId={post._id}
                postTitle={post.title}
                comment={comment}
              />
            ))}
          </ul>
          <LoadMore
            list={list}
            errorFallback="More comments could not be loaded."
            label="Load more comments"
            spacing="mt-3"
          />
        </>
      )}
      <CommentForm
        postId={post._id}
        signedIn={viewerId !== null}
        onSignInNeeded={() => onSignInNeeded(POST_MESSAGES.signInToComment)}
      />
    </section>
  );
}
