import type { ComponentType } from 'react';
import {
  ChatIcon,
  GridIcon,
  type IconProps,
  LightbulbIcon,
  QuizIcon,
  StarIcon,
} from '../../components/ui';

export interface OnboardingStep {
  title: string;
  text: string;
  /** Decorative glyph of the slide. */
  Icon: ComponentType<IconProps>;
}

/** The five onboarding slides (SPEC §2 "Other pages", §4 "Onboarding: steps 1 to 5"). */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    Icon: GridIcon,
    title: 'Boards for every topic and region',
    text: 'Poverty, Climate, Conflict, Inequality and Policy each have a board, with a space for every region from Africa to the Americas. Read what people are saying where you live, then see how others tackle the same issue elsewhere.',
  },
  {
    Icon: LightbulbIcon,
    title: 'Get inspired every week',
    text: 'Weekly inspiration brings you how-tos, editorials, climate news and science news. Short, trustworthy reads that show what works and how you can help.',
  },
  {
    Icon: ChatIcon,
    title: 'Follow people and start conversations',
    text: 'Follow members whose ideas move you, and message them one to one in real time. The best projects start with a single conversation.',
  },
  {
    Icon: QuizIcon,
    title: 'Quizzes and a shop with purpose',
    text: 'Test what you know with quizzes on sports, politics, history and science. Show your support with One World merchandise from our shop.',
  },
  {
    Icon: StarIcon,
    title: 'Make it yours with a membership',
    text: 'Basic is free forever. Become a Warrior or a Legend for a verified star, no ads, shop discounts, more quizzes and early access to new features.',
  },
];
