import { CATEGORIES, CATEGORY_LABELS, type Category, regionLabel } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';

const ASIA_TOPICS = {
  Poverty: 'pages.asia.topic.poverty',
  Climate: 'pages.asia.topic.climate',
  Conflict: 'pages.asia.topic.conflict',
  Inequality: 'pages.asia.topic.inequality',
  Policy: 'pages.asia.topic.policy',
} as const satisfies Record<Category, MessageId>;

export function AsiaPage() {
  const t = useT();
  return (
    <PageShell
      title={t(regionLabel('Asia'))}
      eyebrow={t('pages.asia.eyebrow')}
      lead={t('pages.asia.lead')}
      illustration="/images/pages/globe.svg"
    >
      <section aria-labelledby="asia-boards">
        <h2 id="asia-boards" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('pages.asia.boardsTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li
              key={category}
              className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <h3 className="font-semibold text-brand-700">
                <Link
                  to={paths.board.href(category, 'Asia')}
                  className="flex items-center justify-between gap-2 outline-none after:absolute after:inset-0 after:rounded-xl"
                >
                  {t('pages.asia.boardLink', {
                    topic: t(CATEGORY_LABELS[category]),
                    region: t(regionLabel('Asia', category)),
                  })}
                  <ArrowRightIcon className="size-5 shrink-0 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
                </Link>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(ASIA_TOPICS[category])}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title={t('pages.asia.whyTitle')}>
        <p>{t('pages.asia.why')}</p>
      </PageSection>
    </PageShell>
  );
}
