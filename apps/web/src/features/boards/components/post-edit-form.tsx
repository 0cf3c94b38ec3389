import { POST_LIMITS, type Post } from '@one-world/contract';
import { useState } from 'react';
import { ContentLanguageSelect, useLanguageChoice } from '../../../components/content-language';
import { TextAreaField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useFormSchemas } from '../../../lib/load-form-schemas';
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
  const t = useT();
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const language = useLanguageChoice(post.language);
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const updatePost = useUpdatePost(post._id);

  const failed = t('boards.savePostFailed');
  const onSave = () =>
    withFormSchemas(failed, ({ UpdatePostBody }) => {
      const body = validate(UpdatePostBody, { title, content, language: language.forEdit });
      if (!body) return;
      updatePost.mutate(body, saveFeedback(placeServerError, failed, onDone));
    });

  return (
    <InlineEditForm
      label={t('boards.editPostForm')}
      onSave={onSave}
      onCancel={onDone}
      saving={updatePost.isPending || loadingSchemas}
      className="mt-3"
    >
      <TextField
        label={t('boards.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={POST_LIMITS.titleMax}
        error={errors.title}
        announceError
        // The form replaces the text the author chose to edit, so it takes the focus.
        autoFocus
      />
      <TextAreaField
        label={t('boards.description')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={6}
        maxLength={POST_LIMITS.contentMax}
        error={errors.content}
        announceError
      />
      <ContentLanguageSelect choice={language} />
    </InlineEditForm>
  );
}
