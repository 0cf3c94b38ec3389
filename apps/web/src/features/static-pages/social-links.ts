import type { ComponentType, SVGProps } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TwitterIcon,
  YouTubeIcon,
} from './components/icons';

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'YouTube' | 'LinkedIn' | 'Twitter';
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The five outside networks listed on the About page (SPEC §1), in the spec's order. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { network: 'Twitter', href: 'https://twitter.com/', Icon: TwitterIcon },
];
