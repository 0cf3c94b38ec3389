import type { ProfileUpdateBody } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { imageFileProblem, readAsDataUrl } from '../../../lib/image-file';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

/** The profile's two pictures, by their field in the update: the avatar and the cover. */
export type PictureField = 'img' | 'cover';

/**
 * One picture of one's own profile (SPEC §4 "Cover upload"): a chosen file is checked against
 * the server's limits, read as a data URL and previewed at once; Upload saves it, and the pending
 * file is cleared once it is saved (a failed save keeps it, to try again).
 */
export function usePictureUpload(userId: string, field: PictureField) {
  const update = useUpdateProfile(userId);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const t = useT();

  const choose = async (file: File) => {
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused);
      setPending(null);
      return;
    }
    try {
      setPending(await readAsDataUrl(file));
      setProblem(null);
    } catch {
      setProblem('profile.imageUnreadable');
    }
  };

  /** Saves the pending picture; `onSaved` runs once it is saved (e.g. to move focus). */
  const upload = (onSaved?: () => void) => {
    if (!pending) return;
    const body: ProfileUpdateBody = field === 'img' ? { img: pending } : { cover: pending };
    update.mutate(body, {
      onSuccess: ({ message }) => {
        setPending(null);
        toast.success(message);
        onSaved?.();
      },
      onError: (error) => toast.error(errorMessage(error, t('profile.pictureSaveFailed'))),
    });
  };

  const cancel = () => {
    setPending(null);
    setProblem(null);
  };

  return { pending, problem, choose, upload, cancel, saving: update.isPending };
}

export type PictureUpload = ReturnType<typeof usePictureUpload>;
