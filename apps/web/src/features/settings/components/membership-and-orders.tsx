import { MembershipStatus } from './membership-status';
import { OrderHistory } from './order-history';
import { SettingsSection } from './settings-section';

/** Settings' "Membership and orders": the member's plan, a way to cancel it, and their orders. */
export function MembershipAndOrders() {
  return (
    <SettingsSection
      title="Membership and orders"
      description="Your plan, when it renews or ends, and everything you have ordered."
    >
      <div className="space-y-6">
        <section aria-labelledby="settings-membership">
          <h3 id="settings-membership" className="mb-2 font-semibold text-ink">
            Membership
          </h3>
          <MembershipStatus />
        </section>
        <section aria-labelledby="settings-orders">
          <h3 id="settings-orders" className="mb-2 font-semibold text-ink">
            Orders
          </h3>
          <OrderHistory />
        </section>
      </div>
    </SettingsSection>
  );
}
