import type { StatusBadge } from '@one-world/contract';

export interface MembershipPlan {
  name: 'Basic' | StatusBadge;
  /** The status badge a purchase grants; null for the free plan. */
  badge: StatusBadge | null;
  /** Monthly price in US dollars; 0 means free. */
  monthlyPriceUsd: number;
  summary: string;
  perks: readonly string[];
  /** What the plan lacks compared with paid plans, shown muted after the perks. */
  limitations: readonly string[];
  /** Visually recommended plan. */
  featured: boolean;
}

/** Membership tiers exactly as SPEC §6 lists them, in display order. */
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    name: 'Basic',
    badge: null,
    monthlyPriceUsd: 0,
    summary: 'Everything you need to join the conversation.',
    perks: ['Standard use', '2 weekly quizzes'],
    limitations: ['Shows ads'],
    featured: false,
  },
  {
    name: 'Warrior',
    badge: 'Warrior',
    monthlyPriceUsd: 5,
    summary: 'For committed members who want more from the community.',
    perks: [
      'Blue Star Verified',
      'No ads',
      '10% merch discount',
      '5 weekly quizzes',
      'Exclusive offers',
      'Early feature access',
    ],
    limitations: [],
    featured: true,
  },
  {
    name: 'Legend',
    badge: 'Legend',
    monthlyPriceUsd: 10,
    summary: 'The full experience, and the biggest boost to our mission.',
    perks: [
      'Gold Star Verified',
      'No ads',
      '20% merch discount',
      'Unlimited quizzes',
      'Exclusive offers',
      'Early access',
      'Bonus features',
    ],
    limitations: [],
    featured: false,
  },
];
