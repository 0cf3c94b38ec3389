import { type FormEvent, useState } from 'react';
import { Button, Modal, TextField } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../lib/image-file';
import { useUploadArticleImage } from '../api/upload-article-image';

interface ImageDialogProps {
  open: boolean;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}

/** Uploads a picture for the article's text and inserts it with its description (alt text). */
export function ImageDialog({ open, onInsert, onClose }: ImageDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('editor.insertImage')} size="sm">
      {/* Mounted afresh on each opening, so nothing of the last picture remains. */}
      {open && <ImageForm onInsert={onInsert} onClose={onClose} />}
    </Modal>
  );
}

function ImageForm({ onInsert, onClose }: Omit<ImageDialogProps, 'open'>) {
  const t = useT();
  const upload = useUploadArticleImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles events along its own tree, where this dialog sits inside the article form:
    // without this the submit would reach that form too and save the article.
    event.stopPropagation();
    if (!file) {
      setFileError(t('editor.chooseImage'));
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ img }) => onInsert({ src: img.secure_url, alt: alt.trim() }),
      onError: (error) => setFileError(errorMessage(error, t('editor.uploadFailed'))),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('editor.image')}
        name="file"
        type="file"
        accept={IMAGE_ACCEPT}
        hint={t('editor.imageHint')}
        error={fileError}
        announceError
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const problem = chosen && imageFileProblem(chosen);
          setFileError(problem && t(problem));
          setFile(problem ? null : chosen);
        }}
        className="file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-700"
      />
      <TextField
        label={t('editor.altText')}
        name="alt"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        hint={t('editor.altTextHint')}
        autoComplete="off"
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" loading={upload.isPending}>
          {t('editor.insert')}
        </Button>
      </div>
    </form>
  );
}
