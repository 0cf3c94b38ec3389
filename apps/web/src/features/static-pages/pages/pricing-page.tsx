import { COMPANY } from '@one-world/contract';
import { StarIcon } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { CheckIcon, MinusIcon } from '../components/icons';
import { LinkButton } from '../components/link-button';
import { PageShell } from '../components/page-shell';
import { TextLink } from '../components/text-link';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '../plans';

const STAR_COLOURS: Record<NonNullable<MembershipPlan['badge']>, string> = {
  Warrior: 'fill-blue-500 text-blue-600',
  Legend: 'fill-amber-400 text-amber-500',
};

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${
        plan.featured ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'
      }`}
    >
      {plan.featured ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          Recommended
        </p>
      ) : null}
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        {plan.name}
        {plan.badge ? <StarIcon className={`size-5 ${STAR_COLOURS[plan.badge]}`} /> : null}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
      <p className="mt-5 flex items-baseline gap-1">
        {plan.monthlyPriceUsd === 0 ? (
          <span className="text-4xl font-bold tracking-tight">Free</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight">${plan.monthlyPriceUsd}</span>
            <span className="text-slate-600">per month</span>
          </>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.perks.map((perk) => (
          <li key={perk} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{perk}</span>
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex gap-3 text-slate-600">
            <MinusIcon className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span>{limitation}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {plan.badge === null ? (
          <LinkButton to={paths.auth.signUp.href()}>Get started for free</LinkButton>
        ) : (
          <p className="flex min-h-11 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-sm font-medium text-slate-600">
            Coming soon
          </p>
        )}
      </div>
    </li>
  );
}

export function PricingPage() {
  return (
    <PageShell
      title="Membership plans"
      eyebrow="Join the Global Family"
      lead={`Start for free and upgrade whenever you like. Paid memberships fund new features and keep ${COMPANY} independent.`}
    >
      <ul className="grid gap-8 pt-3 lg:grid-cols-3" aria-label="Plans">
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Online upgrades to Warrior and Legend open soon. Create a free account today and you can
        upgrade from the same account later. Questions? Read how we handle your data in our{' '}
        <TextLink to={paths.privacyPolicy.href()}>Privacy Policy</TextLink>.
      </p>
    </PageShell>
  );
}
