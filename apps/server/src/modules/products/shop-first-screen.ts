import { COMPANY, CURRENCY, type Product, TIERS } from '@one-world/contract';
import { formatCents, type Translator } from '@one-world/i18n';
import { escapedT, escapeHtml } from '../../lib/html-page';

/** The classes of the web app's secondary button (`buttonClasses()`, components/ui/button.tsx). */
const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50 focus-visible:outline-brand-600 h-10 gap-2 px-4 text-sm';

/**
 * The shop's first screen as its page draws it (features/shop/pages/shop-page.tsx and
 * product-card.tsx), in the same places and sizes, for the served HTML (issue 12): the heading,
 * the introduction, the cart link and the first product's card (its picture: the page's largest
 * paint; its title, text and price). The cart's count is the reader's browser's to know (the
 * served link says none) and the cart icons and button are the app's to draw (their places are
 * kept). The app draws its layout in place of it, holding the served card where its grid goes
 * until its products arrive (lib/served-first-card.ts); e2e/first-paint.spec.ts holds the two to
 * the same layout. Every text is escaped.
 */
export function shopFirstScreen(product: Product, translator: Translator): string {
  const t = escapedT(translator);
  const intro = t('shop.intro', {
    company: COMPANY,
    warrior: TIERS.Warrior.discountPercent,
    legend: TIERS.Legend.discountPercent,
  });
  const price = escapeHtml(formatCents(product.priceCents, translator.locale, CURRENCY));
  return `<div class="mx-auto w-full max-w-7xl">
  <div class="mx-auto w-full max-w-6xl">
    <header class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div class="max-w-3xl">
        <h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">${t('shop.heading')}</h1>
        <p class="mt-2 text-lg leading-relaxed text-pretty text-slate-600">${intro}</p>
      </div>
      <a href="/cart" class="${SECONDARY_BUTTON} self-start sm:self-auto"><span class="size-4"></span>${t('shop.viewCart', { count: 0 })}</a>
    </header>
    <section aria-label="${t('shop.productsLabel')}" class="mt-8">
      <ul class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li data-shell-first-card="/shop">
          <article aria-labelledby="served-first-product" class="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <img src="${escapeHtml(product.img.secure_url)}" alt="" fetchpriority="high" class="bg-slate-200 object-cover aspect-[4/3] w-full">
            <div class="flex flex-1 flex-col p-4">
              <h2 id="served-first-product" dir="auto" class="text-lg font-semibold text-balance text-ink">${escapeHtml(product.title)}</h2>
              <p dir="auto" class="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">${escapeHtml(product.desc)}</p>
              <div class="mt-auto flex items-center justify-between gap-3 pt-4">
                <p class="text-xl font-bold text-ink">${price}</p>
                <span class="size-11 shrink-0"></span>
              </div>
            </div>
          </article>
        </li>
      </ul>
    </section>
  </div>
</div>`;
}
