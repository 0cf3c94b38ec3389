import { CATEGORIES, type Category, REGIONS, type Region, regionLabel } from '@one-world/contract';
import type { ComponentType } from 'react';
import {
  BagIcon,
  BranchIcon,
  type IconProps,
  InfoIcon,
  LightbulbIcon,
  QuizIcon,
  ShieldIcon,
  StarIcon,
  TargetIcon,
  UsersIcon,
} from '../../components/ui/icons';

export interface SidebarLink {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
}

/** The sidebar, in the order and wording of SPEC §2 "Shared layout". */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: '/mission', label: 'Our Mission', icon: TargetIcon },
  { to: '/pricing', label: 'Join the Global Family', icon: UsersIcon },
  { to: '/inspiration', label: 'Weekly inspiration', icon: LightbulbIcon },
  { to: '/quiz', label: 'Quiz Yourself', icon: QuizIcon },
  { to: '/commingsoon', label: 'Start Your Own Branch', icon: BranchIcon },
  { to: '/shop', label: 'Shop', icon: BagIcon },
  { to: '/codeconduct', label: 'Code of Conduct', icon: ShieldIcon },
  { to: '/review', label: 'Review Our Site', icon: StarIcon },
  { to: '/about', label: 'About Us', icon: InfoIcon },
];

export interface RegionLink {
  region: Region;
  to: string;
  label: string;
}

/** The six region links under a topic ("Asia/Oceania", but "Asia" under Policy). */
export function regionLinks(category: Category): RegionLink[] {
  return REGIONS.map((region) => ({
    region,
    to: `/${category}/${region}`,
    label: regionLabel(region, category),
  }));
}

export const TOPICS: readonly Category[] = CATEGORIES;
