import { type ChangeEvent, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useT, useText } from '../../lib/i18n';
import { IMAGE_ACCEPT, imageFileProblem, readAsDataUrl } from '../../lib/image-file';
import { Button } from './button';
import { TextField } from './text-field';

export interface ImageFieldProps {
  /** The field's label, e.g. "Cover image" (a catalog id, or a text already translated). */
  label: string;
  /**
   * What the picture is, for the preview's texts: an article's "cover" ("The new cover", "New
   * cover, saved with the article."), a product's "picture"; anything else is "image".
   */
  noun: 'cover' | 'picture' | (string & {});
  /** What the picture is saved with ("article", "product"); the noun decides the wording. */
  owner?: string;
  /** The preview's size and shape; a square by default. */
  previewClassName?: string;
  /** The picture the resource has now (editing), shown until a new one is chosen. */
  currentUrl: string | null;
  /** The new picture as a data URL, sent as the resource's `image`; undefined keeps the current. */
  value: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
  /** The server's or the client's reason the picture cannot be used. */
  error: string | null | undefined;
  onError: (message: string | null) => void;
}

/**
 * A picture picker for a form that sends its image as a data URL: the file is checked against
 * the server's limits at once (type and 5 MB), read and previewed; the current picture shows
 * while none is chosen.
 */
export function ImageField({
  label,
  noun,
  previewClassName = 'size-32',
  currentUrl,
  value,
  onChange,
  error,
  onError,
}: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();
  const text = useText();
  const kind = noun === 'cover' || noun === 'picture' ? noun : 'other';
  const preview = value ?? currentUrl;

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      onError(t(problem));
      onChange(undefined);
      clearInput();
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
      onError(null);
    } catch {
      onError(t('images.couldNotRead'));
      clearInput();
    }
  };

  return (
    <div className="space-y-3">
      <TextField
        ref={inputRef}
        label={text(label)}
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        hint={t('images.hint')}
        error={error}
        announceError
        onChange={(event) => void onFile(event)}
        className="file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-700"
      />
      {preview && (
        <figure className="flex flex-wrap items-end gap-3">
          <img
            src={preview}
            alt={t(value ? 'images.newAlt' : 'images.currentAlt', { kind })}
            className={cn(
              'rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200',
              previewClassName,
            )}
          />
          <figcaption className="flex flex-col items-start gap-1 text-sm text-slate-600">
            {t(value ? 'images.newCaption' : 'images.currentCaption', { kind })}
            {value && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange(undefined);
                  clearInput();
                }}
              >
                {currentUrl ? t('images.keepCurrent', { kind }) : t('ui.remove')}
              </Button>
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
