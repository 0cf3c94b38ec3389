import { POST_MESSAGES, type Post } from '@one-world/contract';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { TranslateButton, useItemTranslation } from '../../../components/translate';
import { Avatar, Card, ConfirmDialog, PremiumBadge, RelativeTime } from '../../../components/ui';
import { paths, type ReportLinkState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
import { toast } from '../../../lib/toast';
import { useBoardTitle } from '../../../lib/use-board-title';
import { useDeletePost } from '../api/delete-post';
import { useEditing } from '../hooks/use-editing';
import { CommentsBlock } from './comments-block';
import { ContentActions, EditedMark, RemovedNotice } from './content-parts';
import { LikeButton } from './like-button';
import { PostComments } from './post-comments';
import { PostEditForm } from './post-edit-form';

interface PostCardProps {
  post: Post;
  viewerId: string | null;
  /** Opens the sign-in prompt with this text (visitors who try to like or comment). */
  onSignInNeeded: (message: string) => void;
  /**
   * The post's own page: its title is the page's heading and every comment is listed (paged);
   * on a board the title is a list item's heading and the comments open one at a time.
   */
  standalone?: boolean;
  /** Called after the post was deleted (its page leaves; a board just drops it). */
  onDeleted?: () => void;
}

/**
 * One discussion: author, when (a link to the post's page), where, the text, likes, comments,
 * and Edit, Delete and Report where the server's `abilities` allow them.
 */
export function PostCard({
  post,
  viewerId,
  onSignInNeeded,
  standalone = false,
  onDeleted,
}: PostCardProps) {
  const t = useT();
  const boardTitle = useBoardTitle();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const editing = useEditing();
  const deletePost = useDeletePost();
  const translation = useItemTranslation({
    kind: 'post',
    id: post._id,
    language: post.language,
    version: post.editedAt,
  });
  const profileHref = paths.userProfile.href(post.user._id);
  // The author's id lets the report form switch to "Report this User" for the same post.
  const reportHref = paths.report.href({
    kind: 'post',
    targetId: post._id,
    userId: post.user._id,
  });
  const Title = standalone ? 'h1' : 'h2';

  const remove = () =>
    deletePost.mutate(post._id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
        onDeleted?.();
      },
      onError: (error) => toast.error(errorMessage(error, t('boards.deletePostFailed'))),
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
              {/* 24 px tall at least, as WCAG 2.5.8 wants of a target this close to the next. */}
              <Link
                to={profileHref}
                className="inline-flex min-h-6 items-center font-semibold text-ink hover:underline"
              >
                <bdi>{post.user.name}</bdi>
              </Link>
              <PremiumBadge badge={post.user.statusBadge} />
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
              <Link
                to={paths.post.href(post._id)}
                className="inline-flex min-h-6 items-center rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <RelativeTime iso={post.createdAt} />
                <span className="sr-only">
                  : <bdi>{post.title}</bdi>
                </span>
              </Link>
              <EditedMark editedAt={post.editedAt} />
              <span aria-hidden="true">·</span>
              <span>{boardTitle({ category: post.postCategory, region: post.region })}</span>
            </p>
          </div>
          <ContentActions
            abilities={post.abilities}
            noun="post"
            editing={editing}
            onDelete={() => setConfirming(true)}
          />
        </header>

        <RemovedNotice removed={post.removed} />
        {editing.active ? (
          <>
            <Title id={titleId} className="sr-only">
              {post.title}
            </Title>
            <PostEditForm post={post} onDone={editing.close} />
          </>
        ) : (
          <>
            <Title
              id={titleId}
              lang={translation.lang}
              dir="auto"
              className="mt-3 text-lg font-semibold break-words text-ink"
            >
              {translation.title ?? post.title}
            </Title>
            <p
              lang={translation.lang}
              dir="auto"
              className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-700"
            >
              {translation.text ?? post.content}
            </p>
            <TranslateButton translation={translation} className="mt-2" />
          </>
        )}

        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <LikeButton
            post={post}
            signedIn={viewerId !== null}
            onSignInNeeded={() => onSignInNeeded(t(POST_MESSAGES.signInToLike))}
          />
          {post.abilities.report && (
            <Link
              to={reportHref}
              state={{ postTitle: post.title, userName: post.user.name } satisfies ReportLinkState}
              className="rounded-md px-2 py-1 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <FormattedMessage id="boards.reportPost" values={RICH} />
            </Link>
          )}
        </div>

        {standalone ? (
          <PostComments post={post} viewerId={viewerId} onSignInNeeded={onSignInNeeded} />
        ) : (
          <CommentsBlock post={post} viewerId={viewerId} onSignInNeeded={onSignInNeeded} />
        )}
      </article>
      <ConfirmDialog
        open={confirming}
        title={t('boards.deletePostTitle')}
        description={t('boards.deletePostBody')}
        confirmLabel={t('boards.delete')}
        busy={deletePost.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
