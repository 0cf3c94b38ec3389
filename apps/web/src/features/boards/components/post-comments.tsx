import { POST_MESSAGES, type Post } from '@one-world/contract';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorState, LoadMore, Spinner } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
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
  const t = useT();
  const headingId = useId();
  const list = usePostComments(post._id, viewerId, true);
  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <h2 id={headingId} className="text-sm font-semibold text-slate-700">
        <FormattedMessage id="boards.comments" values={{ ...RICH, count: post.commentCount }} />
      </h2>
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('boards.loadingComments')} />
        </div>
      ) : list.isError && comments.length === 0 ? (
        <div className="mt-2">
          <ErrorState
            error={list.error}
            fallback={t('boards.commentsFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </div>
      ) : comments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t(POST_MESSAGES.noComments)}</p>
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
            errorFallback={t('boards.moreCommentsPageFailed')}
            label={t('boards.loadMoreComments')}
            spacing="mt-3"
          />
        </>
      )}
      <CommentForm
        postId={post._id}
        signedIn={viewerId !== null}
        onSignInNeeded={() => onSignInNeeded(t(POST_MESSAGES.signInToComment))}
      />
    </section>
  );
}
