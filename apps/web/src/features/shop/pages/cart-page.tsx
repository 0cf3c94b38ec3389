import { CART_MESSAGES } from '@one-world/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses, Card, ConfirmDialog, EmptyState } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCartCheckout } from '../api/cart-checkout';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { useCart } from '../hooks/use-cart';

const CONTINUE_LINK =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 ' +
  'focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * /cart: "Shopping Cart" (SPEC §2, §4) — the lines with their quantity controls, Clear cart, the
 * totals with the member's tier discount, and Checkout (visitors sign in first and come back).
 */
export function CartPage() {
  const t = useT();
  const cart = useCart();
  const { user, status } = useSession();
  const checkout = useCartCheckout();
  const navigate = useNavigate();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const { items, totals } = cart;

  const onCheckout = () => {
    if (!user) {
      void navigate(paths.auth.signIn.href(paths.cart.href()));
      return;
    }
    checkout.mutate({ items, userId: user._id });
  };

  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t(CART_MESSAGES.heading)}
          </h1>
          {items.length > 0 && (
            <p className="mt-2 text-slate-600">
              {t('cart.itemCount', { count: totals.cartTotalQuantity })}
            </p>
          )}
        </div>
        <Link to={paths.shop.href()} className={CONTINUE_LINK}>
          {t('cart.continueShopping')}
        </Link>
      </header>

      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState message={t('cart.empty')}>
            <Link to={paths.shop.href()} className={buttonClasses()}>
              {t('cart.goToShop')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <section aria-label={t('cart.itemsLabel')} className="space-y-4">
            <ul className="space-y-4">
              {items.map((item) => (
                <li key={item._id}>
                  <CartLine
                    item={item}
                    onIncrease={cart.add}
                    onDecrease={cart.decrease}
                    onRemove={cart.remove}
                  />
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => setConfirmingClear(true)}>
              {t('cart.clear')}
            </Button>
          </section>

          <Card className="p-5 lg:sticky lg:top-24">
            <section aria-labelledby="cart-summary-heading">
              <h2 id="cart-summary-heading" className="mb-4 text-lg font-semibold text-ink">
                {t('cart.orderSummary')}
              </h2>
              <CartSummary subtotalCents={totals.cartTotalCents} tier={user?.statusBadge ?? null} />
              {checkout.isError && (
                <p role="alert" className="mt-4 text-sm font-medium text-red-700">
                  {errorMessage(checkout.error, t('cart.checkoutFailed'))}
                </p>
              )}
              <Button
                block
                size="lg"
                className="mt-5"
                onClick={onCheckout}
                loading={status === 'loading' || checkout.isPending || checkout.isSuccess}
              >
                {t('cart.checkout')}
              </Button>
              {!user && status !== 'loading' && (
                <p className="mt-3 text-center text-sm text-slate-600">{t('cart.signInFirst')}</p>
              )}
            </section>
          </Card>
        </div>
      )}

      <ConfirmDialog
        open={confirmingClear}
        title={t('cart.clearTitle')}
        description={t('cart.clearDescription')}
        confirmLabel={t('cart.clear')}
        onConfirm={() => {
          cart.clear();
          setConfirmingClear(false);
        }}
        onClose={() => setConfirmingClear(false)}
      />
    </div>
  );
}
