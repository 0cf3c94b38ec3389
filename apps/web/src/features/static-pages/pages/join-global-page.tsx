import { COMPANY } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';

const STEPS = [
  { title: 'pages.join.step1.title', text: 'pages.join.step1.text' },
  { title: 'pages.join.step2.title', text: 'pages.join.step2.text' },
  { title: 'pages.join.step3.title', text: 'pages.join.step3.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

export function JoinGlobalPage() {
  const t = useT();
  const intl = useIntl();
  return (
    <PageShell
      title={t('pages.join.title')}
      eyebrow={t('pages.joinMovement')}
      lead={t('pages.join.lead', { company: COMPANY })}
      illustration="/images/pages/community.svg"
    >
      <section aria-labelledby="join-steps">
        <h2 id="join-steps" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('pages.join.stepsTitle')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                {intl.formatNumber(index + 1)}
              </span>
              <h3 className="mt-3 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <PageSection title={t('pages.join.membershipTitle')}>
        <p>{t('pages.join.membershipText')}</p>
      </PageSection>

      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.auth.signUp.href()}>{t('pages.join.createAccount')}</LinkButton>
        <LinkButton to={paths.pricing.href()} variant="secondary">
          {t('pages.join.comparePlans')}
        </LinkButton>
      </div>
    </PageShell>
  );
}
