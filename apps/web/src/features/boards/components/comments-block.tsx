import { type Comment, POST_MESSAGES, type Post } from '@one-world/contract';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
import { usePostComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

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
  const t = useT();
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

  // The viewer's new comments are kept here until a list holds them, so their changes go here too.
  const onDeleted = (commentId: string) =>
    setJustAdded((comments) => comments.filter((comment) => comment._id !== commentId));
  const onEdited = (edited: Comment) =>
    setJustAdded((comments) =>
      comments.map((comment) => (comment._id === edited._id ? edited : comment)),
    );

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        <FormattedMessage id="boards.comments" values={{ ...RICH, count: post.commentCount }} />
      </h3>
      {rendered.length > 0 && (
        <ul className="mt-2 space-y-3">
          {rendered.map((comment) => (
            <CommentItem
              key={comment._id}
              postId={post._id}
              postTitle={post.title}
              comment={comment}
              onDeleted={onDeleted}
              onEdited={onEdited}
            />
          ))}
        </ul>
      )}
      {pages.isError && visible > loaded.length && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errorMessage(pages.error, t('boards.moreCommentsFailed'))}
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
          {t('boards.seeMore')}
        </Button>
      )}
      {loadingMore && <Spinner size="sm" label={t('boards.loadingComments')} className="sr-only" />}
      <CommentForm
        postId={post._id}
        signedIn={viewerId !== null}
        onSignInNeeded={() => onSignInNeeded(t(POST_MESSAGES.signInToComment))}
        onAdded={(comment) => setJustAdded((comments) => [...comments, comment])}
      />
    </section>
  );
}

function uniqueById(comments: Comment[]): Comment[] {
  const seen = new Set<string>();
  return comments.filter((comment) => !seen.has(comment._id) && seen.add(comment._id));
}
