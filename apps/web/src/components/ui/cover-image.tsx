import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { cn } from '../../lib/cn';

export interface CoverImageProps {
  /** img.secure_url; empty or broken images show the fallback instead. */
  src: string | null | undefined;
  /** Alt text; leave empty when the title printed beside the picture says what it shows. */
  alt?: string;
  /** Sizing and placement, given to the picture and to the fallback alike. */
  className?: string;
  /** Drawn on the fallback, e.g. a play symbol for a video without a thumbnail. */
  fallback?: ReactNode;
  /**
   * The first picture of the page, likely its largest content: fetched at once and first, where
   * the others wait until they are about to scroll into view.
   */
  priority?: boolean;
}

/**
 * An article's picture, or a brand gradient when there is none or it fails to load, so a card
 * never shows a broken-image icon and its text keeps a dark background to stand on.
 */
export function CoverImage({ src, alt = '', className, fallback, priority }: CoverImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (src && event.currentTarget.getAttribute('src') === src) setFailed(src);
  };
  if (!src || src === failed) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-600 via-brand-700 to-ink text-white/90',
          className,
        )}
      >
        {fallback}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={onError}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('bg-slate-200 object-cover', className)}
    />
  );
}
