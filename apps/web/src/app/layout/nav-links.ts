import { CATEGORIES, type Category, REGIONS, type Region, regionLabel } from '@one-world/contract';
import type { ComponentType } from 'react';
import {
  BagIcon,
  BranchIcon,
  FileTextIcon,
  FlagIcon,
  type IconProps,
  InfoIcon,
  LightbulbIcon,
  QuizIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  TargetIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { paths } from '../../config/paths';

export interface SidebarLink {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
}

/** The sidebar, in the order and wording of SPEC §2 "Shared layout". */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: paths.mission.href(), label: 'Our Mission', icon: TargetIcon },
  { to: paths.pricing.href(), label: 'Join the Global Family', icon: UsersIcon },
  { to: paths.inspiration.href(), label: 'Weekly inspiration', icon: LightbulbIcon },
  { to: paths.quiz.href(), label: 'Quiz Yourself', icon: QuizIcon },
  { to: paths.comingSoon.href(), label: 'Start Your Own Branch', icon: BranchIcon },
  { to: paths.shop.href(), label: 'Shop', icon: BagIcon },
  { to: paths.codeOfConduct.href(), label: 'Code of Conduct', icon: ShieldIcon },
  { to: paths.review.href(), label: 'Review Our Site', icon: StarIcon },
  { to: paths.about.href(), label: 'About Us', icon: InfoIcon },
];

/** The member's own links, shown after the spec's ones when signed in. */
export const MEMBER_LINKS: readonly SidebarLink[] = [
  { to: paths.settings.href(), label: 'Account settings', icon: SettingsIcon },
];

/** The admins' own links, shown after the spec's ones to signed-in admins only. */
export const ADMIN_LINKS: readonly SidebarLink[] = [
  { to: paths.adminReports.href(), label: 'Reports', icon: FlagIcon },
  { to: paths.adminArticles.href(), label: 'Articles', icon: FileTextIcon },
  { to: paths.adminProducts.href(), label: 'Products', icon: BagIcon },
  { to: paths.adminQuiz.href(), label: 'Quiz questions', icon: QuizIcon },
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
    to: paths.board.href(category, region),
    label: regionLabel(region, category),
  }));
}

export const TOPICS: readonly Category[] = CATEGORIES;
