import type { Comment } from '@one-world/contract';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { TranslateButton, useItemTranslation } from '../../../components/translate';
import { Avatar, ConfirmDialog, RelativeTime } from '../../../components/ui';
import { paths, type ReportLinkState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
import { toast } from '../../../lib/toast';
import { useDeleteComment } from '../api/delete-comment';
import { useEditing } from '../hooks/use-editing';
import { CommentEditForm } from './comment-edit-form';
import { CONTENT_ACTION, ContentActions, EditedMark, RemovedNotice } from './content-parts';

interface CommentItemProps {
  postId: string;
  /** The post's title, so a report opened from the comment names what it is about. */
  postTitle: string;
  comment: Comment;
  onDeleted?: (commentId: string) => void;
  onEdited?: (comment: Comment) => void;
}

/**
 * One comment: author, time (with the "edited" mark), the text, and Edit, Delete and Report
 * where the server's `abilities` allow them. Edit swaps the text for a form in place.
 */
export function CommentItem({ postId, postTitle, comment, onDeleted, onEdited }: CommentItemProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const editing = useEditing();
  const deleteComment = useDeleteComment(postId);
  const translation = useItemTranslation({
    kind: 'comment',
    id: comment._id,
    language: comment.language,
    version: comment.editedAt,
  });

  const remove = () =>
    deleteComment.mutate(comment._id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirming(false);
        onDeleted?.(comment._id);
      },
      onError: (error) => toast.error(errorMessage(error, t('boards.deleteCommentFailed'))),
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
            <bdi>{comment.user.name}</bdi>
          </Link>
          <span className="flex items-baseline gap-x-1 text-xs text-slate-500">
            <RelativeTime iso={comment.createdAt} />
            <EditedMark editedAt={comment.editedAt} />
          </span>
          <ContentActions
            abilities={comment.abilities}
            noun="comment"
            editing={editing}
            onDelete={() => setConfirming(true)}
            className="ms-auto"
          >
            {comment.abilities.report && (
              <Link
                to={paths.report.href({
                  kind: 'comment',
                  targetId: comment._id,
                  postId,
                  userId: comment.user._id,
                })}
                state={{ postTitle, userName: comment.user.name } satisfies ReportLinkState}
                className={CONTENT_ACTION}
              >
                <FormattedMessage
                  id="boards.reportComment"
                  values={{ ...RICH, name: <bdi>{comment.user.name}</bdi> }}
                />
              </Link>
            )}
          </ContentActions>
        </div>
        <RemovedNotice removed={comment.removed} />
        {editing.active ? (
          <CommentEditForm
            postId={postId}
            comment={comment}
            onSaved={(saved) => {
              onEdited?.(saved);
              editing.close();
            }}
            onCancel={editing.close}
          />
        ) : (
          <>
            <p
              lang={translation.lang}
              dir="auto"
              className="mt-1 text-sm break-words whitespace-pre-line text-slate-700"
            >
              {translation.text ?? comment.content}
            </p>
            <TranslateButton translation={translation} className="mt-1" />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('boards.deleteCommentTitle')}
        description={t('boards.deleteCommentBody')}
        confirmLabel={t('boards.delete')}
        busy={deleteComment.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
