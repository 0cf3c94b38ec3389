import { COMPANY, TIERS } from '@one-world/contract';
import { Link } from 'react-router';
import {
  buttonClasses,
  CartIcon,
  EmptyState,
  ErrorState,
  HeldFirstCard,
  LoadingState,
  LoadMore,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useServedFirstCard } from '../../../lib/served-first-card';
import { useProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { useCart } from '../hooks/use-cart';

/** The products' grid (the server's served first screen draws its first card in one too). */
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /shop: the merchandise grid; each card's cart button adds one to the cart (SPEC §2, §4). While
 * the products load, it holds the first card the served page drew (issue 12).
 */
export function ShopPage() {
  const t = useT();
  const list = useProducts();
  const served = useServedFirstCard(paths.shop.href(), list.isPending);
  const cart = useCart();
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  const quantity = cart.totals.cartTotalQuantity;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('shop.heading')}
          </h1>
          <p className="mt-2 text-lg leading-relaxed text-pretty text-slate-600">
            {t('shop.intro', {
              company: COMPANY,
              warrior: TIERS.Warrior.discountPercent,
              legend: TIERS.Legend.discountPercent,
            })}
          </p>
        </div>
        <Link
          to={paths.cart.href()}
          className={buttonClasses({ variant: 'secondary', className: 'self-start sm:self-auto' })}
        >
          <CartIcon className="size-4" />
          {t('shop.viewCart', { count: quantity })}
        </Link>
      </header>

      <section aria-label={t('shop.productsLabel')} className="mt-8">
        {list.isPending ? (
          served ? (
            <HeldFirstCard card={served} label={t('shop.loading')} listClassName={GRID} />
          ) : (
            <LoadingState label={t('shop.loading')} />
          )
        ) : list.isError && products.length === 0 ? (
          <ErrorState
            error={list.error}
            fallback={t('shop.loadFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : products.length === 0 ? (
          <EmptyState message={t('shop.empty')} />
        ) : (
          <>
            <ul className={GRID}>
              {products.map((product, index) => (
                <li key={product._id}>
                  <ProductCard product={product} onAdd={cart.add} priority={index === 0} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} errorFallback={t('shop.loadMoreFailed')} />
          </>
        )}
      </section>
    </div>
  );
}
