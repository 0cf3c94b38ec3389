import { type Membership, type StatusBadge, TIERS } from '@one-world/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  Button,
  buttonClasses,
  ConfirmDialog,
  ErrorState,
  formatLongDate,
  LongDate,
  PremiumBadge,
  Spinner,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { useCancelMembership } from '../api/cancel-membership';
import { useMembership } from '../api/get-membership';

/** The member's plan: Basic with a way to the plans, or a paid tier with its renewal or end. */
export function MembershipStatus() {
  const membership = useMembership();
  if (membership.isPending) return <Spinner size="sm" label="Loading your membership" />;
  if (membership.isError) {
    return (
      <ErrorState
        error={membership.error}
        fallback="Your membership could not be loaded."
        onRetry={() => void membership.refetch()}
        retrying={membership.isFetching}
      />
    );
  }
  const { tier } = membership.data;
  if (!tier || membership.data.status === 'ended') {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink">
          You are on <strong className="font-semibold">Basic</strong>, the free plan.
        </p>
        <Link to={paths.pricing.href()} className={buttonClasses({ variant: 'secondary' })}>
          See membership plans
        </Link>
      </div>
    );
  }
  return <PaidMembership membership={membership.data} tier={tier} />;
}

function PaidMembership({ membership, tier }: { membership: Membership; tier: StatusBadge }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelMembership();
  const periodEnd = membership.currentPeriodEnd;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (ended) => {
        setConfirming(false);
        toast.success(
          ended.currentPeriodEnd
            ? `Your ${tier} membership ends on ${formatLongDate(ended.currentPeriodEnd)}`
            : `Your ${tier} membership was cancelled`,
        );
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, 'Your membership could not be cancelled.'));
      },
    });

  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-2 text-ink">
        <strong className="font-semibold">{tier}</strong>
        <PremiumBadge badge={tier} />
        <span className="text-slate-600">· {formatCents(TIERS[tier].priceCents)} monthly</span>
      </p>
      {membership.status === 'past_due' && (
        <p className="text-sm font-medium text-red-700">
          Your last payment did not go through; please check your payment details.
        </p>
      )}
      {periodEnd &&
        (membership.cancelAtPeriodEnd ? (
          <p className="text-sm text-slate-700">
            Cancelled: your membership ends on <LongDate iso={periodEnd} />, and you are then on
            Basic.
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            Renews on <LongDate iso={periodEnd} />.
          </p>
        ))}
      {!membership.cancelAtPeriodEnd && (
        <>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Cancel membership
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Cancel your ${tier} membership?`}
            description={
              periodEnd
                ? `It will not renew. You keep ${tier} and its perks until ${formatLongDate(periodEnd)}, then you are on Basic.`
                : `It will not renew, and you are then on Basic.`
            }
            confirmLabel="Cancel membership"
            busy={cancel.isPending}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}
