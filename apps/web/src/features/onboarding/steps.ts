import type { MessageId } from '@one-world/i18n';
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
  title: MessageId;
  text: MessageId;
  /** Decorative glyph of the slide. */
  Icon: ComponentType<IconProps>;
}

/** The five onboarding slides (SPEC §2 "Other pages", §4 "Onboarding: steps 1 to 5"). */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    Icon: GridIcon,
    title: 'onboarding.boardsTitle',
    text: 'onboarding.boardsText',
  },
  {
    Icon: LightbulbIcon,
    title: 'onboarding.inspirationTitle',
    text: 'onboarding.inspirationText',
  },
  {
    Icon: ChatIcon,
    title: 'onboarding.peopleTitle',
    text: 'onboarding.peopleText',
  },
  {
    Icon: QuizIcon,
    title: 'onboarding.quizShopTitle',
    text: 'onboarding.quizShopText',
  },
  {
    Icon: StarIcon,
    title: 'onboarding.membershipTitle',
    text: 'onboarding.membershipText',
  },
];
