import { type Comment, CreateCommentBody, POST_LIMITS } from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button, TextAreaField, toastSeenOnly } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useCreateComment } from '../api/create-comment';

const FIELDS = ['commentContent'] as const;

interface CommentFormProps {
  postId: string;
  signedIn: boolean;
  /** Called instead of sending when the viewer is signed out. */
  onSignInNeeded: () => void;
  onAdded: (comment: Comment) => void;
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
    createComment.mutate(body.commentContent, {
      onSuccess: ({ message, comment }) => {
        toast.success(message);
        setText('');
        onAdded(comment);
      },
      onError: (failure) => {
        const { message, field } = placeServerError(failure, 'Could not add the comment');
        // The alert under the box is what screen readers hear when there is one.
        if (field) toastSeenOnly(message);
        else toast.error(message);
      },
    });
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
