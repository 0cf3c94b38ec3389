import { DEFAULT_AVATAR_URL } from '@one-world/contract';
import { type SyntheticEvent, useState } from 'react';
import { cn } from '../../lib/cn';

const SIZES = { xs: 'size-6', sm: 'size-8', md: 'size-10', lg: 'size-16', xl: 'size-28' } as const;

export interface AvatarProps {
  /** img.secure_url; empty or broken images fall back to the default avatar. */
  src?: string | null;
  /** Used as alt text; pass alt="" through `decorative` when a name is printed next to it. */
  name: string;
  decorative?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A round user picture with the default-avatar fallback. */
export function Avatar({ src, name, decorative = false, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && src !== failed ? src : DEFAULT_AVATAR_URL;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (src && event.currentTarget.getAttribute('src') === src) setFailed(src);
  };
  return (
    <img
      src={url}
      alt={decorative ? '' : name}
      onError={onError}
      loading="lazy"
      className={cn('shrink-0 rounded-full bg-slate-200 object-cover', SIZES[size], className)}
    />
  );
}
