import { type ChangeEvent, useRef } from 'react';
import { Button, TextField } from '../../../components/ui';
import { IMAGE_ACCEPT, imageFileProblem, readAsDataUrl } from '../../../lib/image-file';

interface CoverFieldProps {
  /** The cover the article has now (editing), shown until a new one is chosen. */
  currentUrl: string | null;
  /** The new cover as a data URL, sent as the article's `image`; undefined keeps the current. */
  value: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
  /** The server's or the client's reason the picture cannot be used. */
  error: string | null | undefined;
  onError: (message: string | null) => void;
}

/**
 * The cover picker: the file is checked against the server's limits at once (type and 5 MB),
 * read as a data URL and previewed; the current cover shows while none is chosen.
 */
export function CoverField({ currentUrl, value, onChange, error, onError }: CoverFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = value ?? currentUrl;

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      onError(problem);
      onChange(undefined);
      clearInput();
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
      onError(null);
    } catch {
      onError('The image could not be read');
      clearInput();
    }
  };

  return (
    <div className="space-y-3">
      <TextField
        ref={inputRef}
        label="Cover image"
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        hint="PNG, JPEG, WebP or GIF, at most 5 MB."
        error={error}
        announceError
        onChange={(event) => void onFile(event)}
        className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-700"
      />
      {preview && (
        <figure className="flex flex-wrap items-end gap-3">
          <img
            src={preview}
            alt={value ? 'The new cover' : 'The current cover'}
            className="h-32 w-56 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
          />
          <figcaption className="flex flex-col items-start gap-1 text-sm text-slate-600">
            {value ? 'New cover, saved with the article.' : 'Current cover.'}
            {value && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange(undefined);
                  clearInput();
                }}
              >
                {currentUrl ? 'Keep the current cover' : 'Remove'}
              </Button>
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
