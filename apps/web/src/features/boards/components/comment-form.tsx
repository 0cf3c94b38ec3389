import { type Comment, CommentContent, POST_LIMITS } from '@one-world/contract';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, toastSeenOnly } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { parseFieldError } from '../../../lib/form-errors';
import { useCreateComment } from '../api/create-comment';

interface CommentFormProps {
  postId: string;
  signedIn: boolean;
  /** Called instead of sending when the viewer is signed out. */
  onSignInNeeded: () => void;
  onAdded: (comment: Comment) => void;
}

/** The comment box under a post. */
export function CommentForm({ postId, signedIn, onSignInNeeded, onAdded }: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createComment = useCreateComment(postId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    const parsed = CommentContent.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment is not valid');
      return;
    }
    setError(null);
    createComment.mutate(parsed.data, {
      onSuccess: ({ message, comment }) => {
        toast.success(message);
        setText('');
        onAdded(comment);
      },
      onError: (failure) => {
        const message = errorMessage(failure, 'Could not add the comment');
        const fieldError = parseFieldError(message, ['commentContent'])?.message ?? null;
        // The inline alert is what screen readers hear when there is one.
        if (fieldError) toastSeenOnly(message);
        else toast.error(message);
        setError(fieldError);
      },
    });
  };

  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} className="mt-3" noValidate>
      <label htmlFor={id} className="sr-only">
        Add a comment
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={1}
          maxLength={POST_LIMITS.commentMax}
          placeholder="Write a comment..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-10 flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-500"
        />
        <Button type="submit" loading={createComment.isPending}>
          Comment
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
