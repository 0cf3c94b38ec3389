import { POST_LIMITS, type Post, UpdatePostBody } from '@one-world/contract';
import { useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useUpdatePost } from '../api/update-post';
import { saveFeedback } from '../lib/save-feedback';
import { InlineEditForm } from './inline-edit-form';

const FIELDS = ['title', 'content'] as const;

interface PostEditFormProps {
  post: Post;
  /** Called after a save or on Cancel, so the card shows the post again. */
  onDone: () => void;
}

/** Edits a post's title and text in place (its author only: the card shows it from `abilities`). */
export function PostEditForm({ post, onDone }: PostEditFormProps) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const updatePost = useUpdatePost(post._id);

  const onSave = () => {
    const body = validate(UpdatePostBody, { title, content });
    if (!body) return;
    updatePost.mutate(body, saveFeedback(placeServerError, 'Could not save the post', onDone));
  };

  return (
    <InlineEditForm
      label="Edit post"
      onSave={onSave}
      onCancel={onDone}
      saving={updatePost.isPending}
      className="mt-3"
    >
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={POST_LIMITS.titleMax}
        error={errors.title}
        announceError
        // The form replaces the text the author chose to edit, so it takes the focus.
        autoFocus
      />
      <TextAreaField
        label="Description"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={6}
        maxLength={POST_LIMITS.contentMax}
        error={errors.content}
        announceError
      />
    </InlineEditForm>
  );
}
