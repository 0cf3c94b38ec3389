import { useRef } from 'react';
import { Button, buttonClasses, ImageIcon } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { IMAGE_ACCEPT } from '../../../lib/image-file';
import type { PictureUpload } from '../hooks/use-picture-upload';

interface PicturePickerProps {
  /** What the picture is, said after "Edit" and "Upload" to screen readers ("cover image"). */
  subject: string;
  upload: PictureUpload;
  className?: string;
}

/**
 * The file picker labelled "Edit" and, once a file is chosen, "Upload" and "Cancel" (SPEC §2
 * "Own profile"). The picker is a real file input inside its label, so it is reached and opened
 * with the keyboard like any button; focus comes back to it once the picture is saved.
 */
export function PicturePicker({ subject, upload, className }: PicturePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusPicker = () => inputRef.current?.focus();

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <label
        className={buttonClasses({
          variant: 'secondary',
          size: 'sm',
          className:
            'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        })}
      >
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again still reports a change.
            event.target.value = '';
            if (file) void upload.choose(file);
          }}
        />
        <ImageIcon className="size-4" />
        Edit<span className="sr-only"> {subject}</span>
      </label>
      {upload.pending && (
        <>
          <Button size="sm" onClick={() => upload.upload(focusPicker)} loading={upload.saving}>
            Upload<span className="sr-only"> {subject}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={upload.saving}
            onClick={() => {
              upload.cancel();
              focusPicker();
            }}
          >
            Cancel<span className="sr-only"> new {subject}</span>
          </Button>
        </>
      )}
      <span role="status" className="sr-only">
        {upload.pending ? `New ${subject} shown, not saved yet. Choose Upload to save it.` : ''}
      </span>
      {upload.problem && (
        <p
          role="alert"
          className="basis-full rounded-md bg-white px-2 py-1 text-sm font-medium text-red-700 shadow-sm sm:basis-auto"
        >
          {upload.problem}
        </p>
      )}
    </div>
  );
}
