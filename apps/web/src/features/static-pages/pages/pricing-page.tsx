import { COMPANY, CURRENCY, type StatusBadge } from '@one-world/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, StarIcon } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useStartMembershipCheckout } from '../api/start-membership-checkout';
import { CheckIcon, MinusIcon } from '../components/icons';
import { LinkButton } from '../components/link-button';
import { PageShell } from '../components/page-shell';
import { TextLink } from '../components/text-link';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '../plans';

const STAR_COLOURS: Record<StatusBadge, string> = {
  Warrior: 'fill-blue-500 text-blue-600',
  Legend: 'fill-amber-400 text-amber-500',
};

interface PlanCardProps {
  plan: MembershipPlan;
  /** The signed-in member is on this plan. */
  current: boolean;
  /** The way to take this plan (or manage it). */
  action: ReactNode;
  /** Why choosing this plan failed, said under its button. */
  error?: string;
}

/** The ids of a plan's heading and of its error message. */
function planIds(plan: MembershipPlan) {
  const heading = `plan-${plan.name.toLowerCase()}`;
  return { heading, error: `${heading}-error` };
}

function PlanCard({ plan, current, action, error }: PlanCardProps) {
  const t = useT();
  const intl = useIntl();
  const ids = planIds(plan);
  const headingId = ids.heading;
  const ribbon = current
    ? t('pages.pricing.yourPlan')
    : plan.featured
      ? t('pages.pricing.recommended')
      : null;
  const perks = plan.perks.map((perk) => t(perk));
  return (
    <li
      aria-labelledby={headingId}
      aria-current={current || undefined}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${
        current || plan.featured ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'
      }`}
    >
      {ribbon ? (
        <p className="absolute -top-3 start-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          {ribbon}
        </p>
      ) : null}
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        {plan.name}
        {plan.badge ? <StarIcon className={`size-5 ${STAR_COLOURS[plan.badge]}`} /> : null}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(plan.summary)}</p>
      <p className="mt-5 flex items-baseline gap-1">
        {plan.priceCents === 0 ? (
          <span className="text-4xl font-bold tracking-tight">{t('pages.pricing.free')}</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight">
              {intl.formatNumber(plan.priceCents / 100, {
                style: 'currency',
                currency: CURRENCY,
                minimumFractionDigits: 0,
              })}
            </span>
            <span className="text-slate-600">{t('pages.pricing.perMonth')}</span>
          </>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {perks.map((perk) => (
          <li key={perk} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{perk}</span>
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex gap-3 text-slate-600">
            <MinusIcon className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span>{t(limitation)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3">
        {action}
        {error ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The box in place of a button on the member's own plan. */
function CurrentPlanNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex min-h-12 items-center justify-center gap-2 rounded-lg border border-brand-600/40 bg-brand-50 px-4 text-center text-sm font-semibold text-brand-800">
      <CheckIcon className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * /pricing: the three plans (SPEC §6). Visitors sign up for Basic, or sign in first to buy a paid
 * plan (and come back here); members buy Warrior or Legend through checkout (SPEC §4: the browser
 * goes to the address the server answers), and see their own plan marked.
 */
export function PricingPage() {
  const t = useT();
  const { user, status } = useSession();
  const checkout = useStartMembershipCheckout();
  const currentTier = status === 'signedIn' ? (user?.statusBadge ?? 'Basic') : null;
  // After the answer the browser is leaving for checkout: the button stays busy meanwhile.
  const choosing = checkout.isPending || checkout.isSuccess ? checkout.variables?.tier : null;
  const failedTier = checkout.isError ? checkout.variables?.tier : null;

  const actionFor = (plan: MembershipPlan): ReactNode => {
    if (plan.name === currentTier) {
      return (
        <>
          <CurrentPlanNote>{t('pages.pricing.onThisPlan')}</CurrentPlanNote>
          {plan.badge ? (
            <LinkButton to={paths.settings.href()} variant="secondary">
              {t('pages.pricing.manage')}
            </LinkButton>
          ) : null}
        </>
      );
    }
    if (plan.badge === null) {
      return currentTier ? (
        <LinkButton to={paths.settings.href()} variant="secondary">
          {t('pages.pricing.manage')}
        </LinkButton>
      ) : (
        <LinkButton to={paths.auth.signUp.href()}>{t('pages.pricing.getStarted')}</LinkButton>
      );
    }
    const label = t('pages.pricing.choose', { plan: plan.name });
    if (!user) {
      return <LinkButton to={paths.auth.signIn.href(paths.pricing.href())}>{label}</LinkButton>;
    }
    const { badge } = plan;
    return (
      <Button
        size="lg"
        loading={choosing === badge}
        disabled={Boolean(choosing) && choosing !== badge}
        aria-describedby={failedTier === badge ? planIds(plan).error : undefined}
        onClick={() => checkout.mutate({ tier: badge, userId: user._id })}
      >
        {label}
      </Button>
    );
  };

  return (
    <PageShell
      title={t('pages.pricing.title')}
      eyebrow={t('pages.joinGlobalFamily')}
      lead={t('pages.pricing.lead', { company: COMPANY })}
    >
      <ul className="grid gap-8 pt-3 lg:grid-cols-3" aria-label={t('pages.pricing.plansLabel')}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            current={plan.name === currentTier}
            action={actionFor(plan)}
            error={
              plan.badge !== null && failedTier === plan.badge
                ? errorMessage(checkout.error, t('pages.pricing.checkoutFailed'))
                : undefined
            }
          />
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        <FormattedMessage
          id="pages.pricing.footnote"
          values={{
            settings: (chunks) => <TextLink to={paths.settings.href()}>{chunks}</TextLink>,
            privacy: (chunks) => <TextLink to={paths.privacyPolicy.href()}>{chunks}</TextLink>,
          }}
        />
      </p>
    </PageShell>
  );
}
