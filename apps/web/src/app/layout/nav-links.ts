import { CATEGORIES, type Category, REGIONS, type Region, regionLabel } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
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
  label: MessageId;
  icon: ComponentType<IconProps>;
}

/** The sidebar, in the order and wording of SPEC §2 "Shared layout". */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: paths.mission.href(), label: 'nav.mission', icon: TargetIcon },
  { to: paths.pricing.href(), label: 'nav.joinGlobalFamily', icon: UsersIcon },
  { to: paths.inspiration.href(), label: 'nav.inspiration', icon: LightbulbIcon },
  { to: paths.quiz.href(), label: 'nav.quiz', icon: QuizIcon },
  { to: paths.comingSoon.href(), label: 'nav.startBranch', icon: BranchIcon },
  { to: paths.shop.href(), label: 'nav.shop', icon: BagIcon },
  { to: paths.codeOfConduct.href(), label: 'nav.codeOfConduct', icon: ShieldIcon },
  { to: paths.review.href(), label: 'nav.reviewSite', icon: StarIcon },
  { to: paths.about.href(), label: 'nav.about', icon: InfoIcon },
];

/** The member's own links, shown after the spec's ones when signed in. */
export const MEMBER_LINKS: readonly SidebarLink[] = [
  { to: paths.settings.href(), label: 'nav.settings', icon: SettingsIcon },
];

/** The admins' own links, shown after the spec's ones to signed-in admins only. */
export const ADMIN_LINKS: readonly SidebarLink[] = [
  { to: paths.adminReports.href(), label: 'nav.adminReports', icon: FlagIcon },
  { to: paths.adminArticles.href(), label: 'nav.adminArticles', icon: FileTextIcon },
  { to: paths.adminProducts.href(), label: 'nav.adminProducts', icon: BagIcon },
  { to: paths.adminQuiz.href(), label: 'nav.adminQuiz', icon: QuizIcon },
];

export interface RegionLink {
  region: Region;
  to: string;
  label: MessageId;
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
