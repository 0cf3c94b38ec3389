import { type Membership, type StatusBadge, TIERS } from '@one-world/contract';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
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
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCancelMembership } from '../api/cancel-membership';
import { useMembership } from '../api/get-membership';

/** The member's plan: Basic with a way to the plans, or a paid tier with its renewal or end. */
export function MembershipStatus() {
  const membership = useMembership();
  const t = useT();
  if (membership.isPending) return <Spinner size="sm" label={t('settings.loadingMembership')} />;
  if (membership.isError) {
    return (
      <ErrorState
        error={membership.error}
        fallback={t('settings.membershipLoadFailed')}
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
          <FormattedMessage
            id="settings.onBasic"
            values={{ b: (chunks) => <strong className="font-semibold">{chunks}</strong> }}
          />
        </p>
        <Link to={paths.pricing.href()} className={buttonClasses({ variant: 'secondary' })}>
          {t('settings.seePlans')}
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
  const t = useT();

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (ended) => {
        setConfirming(false);
        toast.success(
          ended.currentPeriodEnd
            ? t('settings.membershipEnds', { tier, date: formatLongDate(ended.currentPeriodEnd) })
            : t('settings.membershipCancelled', { tier }),
        );
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t('settings.membershipCancelFailed')));
      },
    });

  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-2 text-ink">
        <strong className="font-semibold">{tier}</strong>
        <PremiumBadge badge={tier} />
        <span className="text-slate-600">
          · {t('settings.pricePerMonth', { price: formatCents(TIERS[tier].priceCents) })}
        </span>
      </p>
      {membership.status === 'past_due' && (
        <p className="text-sm font-medium text-red-700">{t('settings.pastDue')}</p>
      )}
      {periodEnd &&
        (membership.cancelAtPeriodEnd ? (
          <p className="text-sm text-slate-700">
            <FormattedMessage
              id="settings.cancelledEndsOn"
              values={{ date: <LongDate iso={periodEnd} /> }}
            />
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            <FormattedMessage
              id="settings.renewsOn"
              values={{ date: <LongDate iso={periodEnd} /> }}
            />
          </p>
        ))}
      {!membership.cancelAtPeriodEnd && (
        <>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            {t('settings.cancelMembership')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('settings.cancelMembershipConfirm', { tier })}
            description={
              periodEnd
                ? t('settings.cancelMembershipUntil', { tier, date: formatLongDate(periodEnd) })
                : t('settings.cancelMembershipNow')
            }
            confirmLabel={t('settings.cancelMembership')}
            busy={cancel.isPending}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}
