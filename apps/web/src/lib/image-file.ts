import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';

/**
 * Why an image cannot be sent, or null when it may: the server's own limits (IMAGE_LIMITS),
 * checked before a 5 MB upload is wasted. The browser's type comes from the file's name; the
 * server reads the real one from its bytes.
 */
export function imageFileProblem(file: { type: string; size: number }): MessageId | null {
  if (!IMAGE_LIMITS.types.some((type) => type === file.type)) return IMAGE_MESSAGES.unsupportedType;
  if (file.size > IMAGE_LIMITS.maxBytes) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** What file inputs for images accept, so the picker offers the right files first. */
export const IMAGE_ACCEPT = IMAGE_LIMITS.types.join(',');

/** The file as a data URL, the form pictures are sent in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
