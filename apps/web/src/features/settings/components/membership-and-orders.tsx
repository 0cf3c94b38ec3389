import { useT } from '../../../lib/i18n';
import { MembershipStatus } from './membership-status';
import { OrderHistory } from './order-history';
import { SettingsSection } from './settings-section';

/** Settings' "Membership and orders": the member's plan, a way to cancel it, and their orders. */
export function MembershipAndOrders() {
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.membershipAndOrders')}
      description={t('settings.membershipAndOrdersDescription')}
    >
      <div className="space-y-6">
        <section aria-labelledby="settings-membership">
          <h3 id="settings-membership" className="mb-2 font-semibold text-ink">
            {t('settings.membership')}
          </h3>
          <MembershipStatus />
        </section>
        <section aria-labelledby="settings-orders">
          <h3 id="settings-orders" className="mb-2 font-semibold text-ink">
            {t('settings.orders')}
          </h3>
          <OrderHistory />
        </section>
      </div>
    </SettingsSection>
  );
}
