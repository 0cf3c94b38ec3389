import { type Comment, CreateCommentBody, POST_LIMITS } from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { Button, TextAreaField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
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
  const [text, setText] = useState('');
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const createComment = useCreateComment(postId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    const body = validate(CreateCommentBody, { commentContent: text });
    if (!body) return;
    createComment.mutate(
      body.commentContent,
      saveFeedback(placeServerError, 'Could not add the comment', ({ comment }) => {
        setText('');
        onAdded?.(comment);
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-3 flex items-start gap-2" noValidate>
      <TextAreaField
        label="Add a comment"
        hideLabel
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={1}
        maxLength={POST_LIMITS.commentMax}
        placeholder="Write a comment..."
        error={errors.commentContent}
        announceError
        fieldClassName="flex-1"
        className="min-h-10 resize-y"
      />
      <Button type="submit" loading={createComment.isPending}>
        Comment
      </Button>
    </form>
  );
}
