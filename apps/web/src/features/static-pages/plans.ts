import { type StatusBadge, TIERS, type Tier } from '@one-world/contract';

export interface MembershipPlan {
  name: Tier;
  /** The status badge a purchase grants; null for the free plan. */
  badge: StatusBadge | null;
  /** Monthly price in US cents; 0 means free. */
  priceCents: number;
  summary: string;
  perks: readonly string[];
  /** What the plan lacks compared with paid plans, shown muted after the perks. */
  limitations: readonly string[];
  /** Visually recommended plan. */
  featured: boolean;
}

/** "2 weekly quizzes", or "Unlimited quizzes" for a tier without a cap. */
function quizzes(tier: Tier): string {
  const { weeklyQuizzes } = TIERS[tier];
  return weeklyQuizzes === null ? 'Unlimited quizzes' : `${weeklyQuizzes} weekly quizzes`;
}

const discount = (tier: Tier) => `${TIERS[tier].discountPercent}% merch discount`;

/** Membership tiers as SPEC §6 lists them, in display order; prices and numbers from TIERS. */
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    name: 'Basic',
    badge: null,
    priceCents: TIERS.Basic.priceCents,
    summary: 'Everything you need to join the conversation.',
    perks: ['Standard use', quizzes('Basic')],
    limitations: ['Shows ads'],
    featured: false,
  },
  {
    name: 'Warrior',
    badge: 'Warrior',
    priceCents: TIERS.Warrior.priceCents,
    summary: 'For committed members who want more from the community.',
    perks: [
      'Blue Star Verified',
      'No ads',
      discount('Warrior'),
      quizzes('Warrior'),
      'Exclusive offers',
      'Early feature access',
    ],
    limitations: [],
    featured: true,
  },
  {
    name: 'Legend',
    badge: 'Legend',
    priceCents: TIERS.Legend.priceCents,
    summary: 'The full experience, and the biggest boost to our mission.',
    perks: [
      'Gold Star Verified',
      'No ads',
      discount('Legend'),
      quizzes('Legend'),
      'Exclusive offers',
      'Early access',
      'Bonus features',
    ],
    limitations: [],
    featured: false,
  },
];
