import { CATEGORY_LABELS, type Category, COMPANY } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';

/** What each topic board is for, in the order the page lists them. */
const FOCUS_AREAS = [
  { topic: 'Poverty', text: 'pages.mission.focus.poverty' },
  { topic: 'Climate', text: 'pages.mission.focus.climate' },
  { topic: 'Conflict', text: 'pages.mission.focus.conflict' },
  { topic: 'Inequality', text: 'pages.mission.focus.inequality' },
  { topic: 'Policy', text: 'pages.mission.focus.policy' },
] as const satisfies readonly { topic: Category; text: MessageId }[];

const PROMISES = [
  'pages.mission.promise1',
  'pages.mission.promise2',
  'pages.mission.promise3',
  'pages.mission.promise4',
] as const satisfies readonly MessageId[];

export function MissionPage() {
  const t = useT();
  return (
    <PageShell
      title={t('pages.mission.title')}
      eyebrow={t('pages.tagline')}
      lead={t('pages.mission.lead')}
      illustration="/images/pages/globe.svg"
    >
      <PageSection title={t('pages.mission.whyTitle')}>
        <p>{t('pages.mission.why1', { company: COMPANY })}</p>
        <p>{t('pages.mission.why2')}</p>
      </PageSection>

      <section aria-labelledby="mission-focus">
        <h2 id="mission-focus" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('pages.mission.focusTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FOCUS_AREAS.map(({ topic, text }) => (
            <li key={topic} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-700">{t(CATEGORY_LABELS[topic])}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title={t('pages.mission.promiseTitle')}>
        <ul>
          {PROMISES.map((promise) => (
            <li key={promise}>{t(promise)}</li>
          ))}
        </ul>
      </PageSection>

      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.joinGlobal.href()}>{t('pages.joinMovement')}</LinkButton>
        <LinkButton to={paths.codeOfConduct.href()} variant="secondary">
          {t('pages.mission.readConduct')}
        </LinkButton>
      </div>
    </PageShell>
  );
}
