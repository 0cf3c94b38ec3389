import type { MessageId } from '@one-world/i18n';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, buttonClasses, ImageIcon } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { IMAGE_ACCEPT } from '../../../lib/image-file';
import type { PictureUpload } from '../hooks/use-picture-upload';

/** The texts of one picture's picker; what the picture is is said only to screen readers. */
interface PickerTexts {
  /** "Edit<sr> cover image</sr>" */
  edit: MessageId;
  upload: MessageId;
  cancel: MessageId;
  /** Said once a file is chosen: "New cover image shown, not saved yet…" */
  pending: MessageId;
}

export const PICKER_TEXTS = {
  cover: {
    edit: 'profile.editCover',
    upload: 'profile.uploadCover',
    cancel: 'profile.cancelCover',
    pending: 'profile.coverPending',
  },
  avatar: {
    edit: 'profile.editAvatar',
    upload: 'profile.uploadAvatar',
    cancel: 'profile.cancelAvatar',
    pending: 'profile.avatarPending',
  },
} as const satisfies Record<string, PickerTexts>;

const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

interface PicturePickerProps {
  /** Which picture: the cover image or the profile picture. */
  picture: keyof typeof PICKER_TEXTS;
  upload: PictureUpload;
  className?: string;
}

/**
 * The file picker labelled "Edit" and, once a file is chosen, "Upload" and "Cancel" (SPEC §2
 * "Own profile"). The picker is a real file input inside its label, so it is reached and opened
 * with the keyboard like any button; focus comes back to it once the picture is saved.
 */
export function PicturePicker({ picture, upload, className }: PicturePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();
  const texts: PickerTexts = PICKER_TEXTS[picture];
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
        <FormattedMessage id={texts.edit} values={{ sr: srOnly }} />
      </label>
      {upload.pending && (
        <>
          <Button size="sm" onClick={() => upload.upload(focusPicker)} loading={upload.saving}>
            <FormattedMessage id={texts.upload} values={{ sr: srOnly }} />
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
            <FormattedMessage id={texts.cancel} values={{ sr: srOnly }} />
          </Button>
        </>
      )}
      <span role="status" className="sr-only">
        {upload.pending ? t(texts.pending) : ''}
      </span>
      {upload.problem && (
        <p
          role="alert"
          className="basis-full rounded-md bg-white px-2 py-1 text-sm font-medium text-red-700 shadow-sm sm:basis-auto"
        >
          {t(upload.problem)}
        </p>
      )}
    </div>
  );
}
