import { type Comment, POST_LIMITS } from '@one-world/contract';
import { useState } from 'react';
import { ContentLanguageSelect, useLanguageChoice } from '../../../components/content-language';
import { TextAreaField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useFormSchemas } from '../../../lib/load-form-schemas';
import { useUpdateComment } from '../api/update-comment';
import { saveFeedback } from '../lib/save-feedback';
import { InlineEditForm } from './inline-edit-form';

const FIELDS = ['commentContent'] as const;

interface CommentEditFormProps {
  postId: string;
  comment: Comment;
  /** Called with the saved comment, so the comment shows again. */
  onSaved: (comment: Comment) => void;
  onCancel: () => void;
}

/** Edits a comment's text in place (its author only: the comment shows it from `abilities`). */
export function CommentEditForm({ postId, comment, onSaved, onCancel }: CommentEditFormProps) {
  const t = useT();
  const [text, setText] = useState(comment.content);
  const language = useLanguageChoice(comment.language);
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const updateComment = useUpdateComment(postId);

  const failed = t('boards.saveCommentFailed');
  const onSave = () =>
    withFormSchemas(failed, ({ UpdateCommentBody }) => {
      const body = validate(UpdateCommentBody, { commentContent: text });
      if (!body) return;
      updateComment.mutate(
        { commentId: comment._id, commentContent: body.commentContent, language: language.forEdit },
        saveFeedback(placeServerError, failed, ({ comment: saved }) => onSaved(saved)),
      );
    });

  return (
    <InlineEditForm
      label={t('boards.editCommentForm')}
      onSave={onSave}
      onCancel={onCancel}
      saving={updateComment.isPending || loadingSchemas}
      className="mt-1"
    >
      <TextAreaField
        label={t('boards.commentLabel')}
        hideLabel
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        maxLength={POST_LIMITS.commentMax}
        error={errors.commentContent}
        announceError
        // The form replaces the text the author chose to edit, so it takes the focus.
        autoFocus
      />
      <ContentLanguageSelect choice={language} />
    </InlineEditForm>
  );
}
