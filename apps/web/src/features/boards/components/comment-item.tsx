import type { Comment } from '@one-world/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar, ConfirmDialog, RelativeTime } from '../../../components/ui';
import { paths, type ReportLinkState } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
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
  const [confirming, setConfirming] = useState(false);
  const editing = useEditing();
  const deleteComment = useDeleteComment(postId);

  const remove = () =>
    deleteComment.mutate(comment._id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirming(false);
        onDeleted?.(comment._id);
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
          <span className="flex items-baseline gap-x-1 text-xs text-slate-500">
            <RelativeTime iso={comment.createdAt} />
            <EditedMark editedAt={comment.editedAt} />
          </span>
          <ContentActions
            abilities={comment.abilities}
            noun="comment"
            editing={editing}
            onDelete={() => setConfirming(true)}
            className="ml-auto"
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
                Report<span className="sr-only"> comment by {comment.user.name}</span>
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
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
            {comment.content}
          </p>
        )}
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
