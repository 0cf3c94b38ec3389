import { type StatusBadge, TIERS, type Tier } from '@one-world/contract';
import { type MessageId, msg, type Translatable } from '@one-world/i18n';

export interface MembershipPlan {
  /** The tier's name, shown as it is in every language (SPEC's proper names). */
  name: Tier;
  /** The status badge a purchase grants; null for the free plan. */
  badge: StatusBadge | null;
  /** Monthly price in US cents; 0 means free. */
  priceCents: number;
  summary: MessageId;
  perks: readonly Translatable[];
  /** What the plan lacks compared with paid plans, shown muted after the perks. */
  limitations: readonly MessageId[];
  /** Visually recommended plan. */
  featured: boolean;
}

/** "2 weekly quizzes", or "Unlimited quizzes" for a tier without a cap. */
function quizzes(tier: Tier): Translatable {
  const { weeklyQuizzes } = TIERS[tier];
  return weeklyQuizzes === null
    ? 'pages.pricing.perk.unlimitedQuizzes'
    : msg('pages.pricing.perk.weeklyQuizzes', { count: weeklyQuizzes });
}

/** "10% merch discount", the percentage formatted in the reader's language. */
const discount = (tier: Tier): Translatable =>
  msg('pages.pricing.perk.discount', { discount: TIERS[tier].discountPercent / 100 });

/** Membership tiers as SPEC §6 lists them, in display order; prices and numbers from TIERS. */
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    name: 'Basic',
    badge: null,
    priceCents: TIERS.Basic.priceCents,
    summary: 'pages.pricing.basic.summary',
    perks: ['pages.pricing.perk.standardUse', quizzes('Basic')],
    limitations: ['pages.pricing.limitation.showsAds'],
    featured: false,
  },
  {
    name: 'Warrior',
    badge: 'Warrior',
    priceCents: TIERS.Warrior.priceCents,
    summary: 'pages.pricing.warrior.summary',
    perks: [
      'pages.pricing.perk.blueStar',
      'pages.pricing.perk.noAds',
      discount('Warrior'),
      quizzes('Warrior'),
      'pages.pricing.perk.exclusiveOffers',
      'pages.pricing.perk.earlyFeatureAccess',
    ],
    limitations: [],
    featured: true,
  },
  {
    name: 'Legend',
    badge: 'Legend',
    priceCents: TIERS.Legend.priceCents,
    summary: 'pages.pricing.legend.summary',
    perks: [
      'pages.pricing.perk.goldStar',
      'pages.pricing.perk.noAds',
      discount('Legend'),
      quizzes('Legend'),
      'pages.pricing.perk.exclusiveOffers',
      'pages.pricing.perk.earlyAccess',
      'pages.pricing.perk.bonusFeatures',
    ],
    limitations: [],
    featured: false,
  },
];
