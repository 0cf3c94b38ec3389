import { type Comment, POST_LIMITS } from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { ContentLanguageSelect, useLanguageChoice } from '../../../components/content-language';
import { Button, TextAreaField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { useCreateComment } from '../api/create-comment';
import { saveFeedback } from '../lib/save-feedback';

const FIELDS = ['commentContent'] as const;

interface CommentFormProps {
  postId: string;
  signedIn: boolean;
  /** Called instead of sending when the viewer is signed out. */
  onSignInNeeded: () => void;
  /** Called with the new comment (the caches have it already). */
  onAdded?: (comment: Comment) => void;
}

/** The comment box under a post. */
export function CommentForm({ postId, signedIn, onSignInNeeded, onAdded }: CommentFormProps) {
  const t = useT();
  const [text, setText] = useState('');
  const language = useLanguageChoice();
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const createComment = useCreateComment(postId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    void send();
  };

  const failed = t('boards.addCommentFailed');
  const send = () =>
    withFormSchemas(failed, ({ CreateCommentBody }) => {
      const body = validate(CreateCommentBody, { commentContent: text });
      if (!body) return;
      createComment.mutate(
        { commentContent: body.commentContent, language: language.forCreate },
        saveFeedback(placeServerError, failed, ({ comment }) => {
          setText('');
          language.reset();
          onAdded?.(comment);
        }),
      );
    });

  return (
    <form onSubmit={onSubmit} onFocus={preloadFormSchemas} className="mt-3" noValidate>
      <div className="flex items-start gap-2">
        <TextAreaField
          label={t('boards.addComment')}
          hideLabel
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={1}
          maxLength={POST_LIMITS.commentMax}
          placeholder={t('boards.commentPlaceholder')}
          error={errors.commentContent}
          announceError
          fieldClassName="flex-1"
          className="min-h-10 resize-y"
        />
        <Button type="submit" loading={createComment.isPending || loadingSchemas}>
          {t('boards.commentButton')}
        </Button>
      </div>
      {/* Offered once the member writes, so a board of comment boxes stays compact. */}
      {signedIn && (text.trim() !== '' || language.value !== '') && (
        <ContentLanguageSelect choice={language} className="mt-2" />
      )}
    </form>
  );
}
