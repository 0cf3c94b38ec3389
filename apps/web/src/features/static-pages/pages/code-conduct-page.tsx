import { COMPANY } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';
import { TextLink } from '../components/text-link';

const STANDARDS = [
  'pages.conduct.standard1',
  'pages.conduct.standard2',
  'pages.conduct.standard3',
  'pages.conduct.standard4',
  'pages.conduct.standard5',
] as const satisfies readonly MessageId[];

const BANNED = [
  { title: 'pages.conduct.ban.hacking.title', text: 'pages.conduct.ban.hacking.text' },
  { title: 'pages.conduct.ban.profiting.title', text: 'pages.conduct.ban.profiting.text' },
  { title: 'pages.conduct.ban.fakeAccounts.title', text: 'pages.conduct.ban.fakeAccounts.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

/** A `<link>` tag of a message, as an in-app link to `to`. */
const linkTo = (to: string) => (chunks: ReactNode[]) => <TextLink to={to}>{chunks}</TextLink>;

export function CodeConductPage() {
  const t = useT();
  return (
    <PageShell
      title={t('pages.conduct.title')}
      eyebrow={t('pages.conduct.eyebrow')}
      lead={t('pages.conduct.lead', { company: COMPANY })}
    >
      <PageSection title={t('pages.conduct.standardsTitle')}>
        <ul>
          {STANDARDS.map((standard) => (
            <li key={standard}>{t(standard)}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={t('pages.conduct.reportingTitle')}>
        <p>
          <FormattedMessage
            id="pages.conduct.reporting1"
            values={{ link: linkTo(paths.report.href()) }}
          />
        </p>
        <p>{t('pages.conduct.reporting2')}</p>
      </PageSection>

      <section
        aria-labelledby="conduct-bans"
        className="max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-6"
      >
        <h2 id="conduct-bans" className="text-xl font-semibold tracking-tight text-red-900">
          {t('pages.conduct.bansTitle')}
        </h2>
        <p className="mt-2 text-red-900">{t('pages.conduct.bansIntro')}</p>
        <ul className="mt-4 space-y-3">
          {BANNED.map(({ title, text }) => (
            <li key={title} className="rounded-lg bg-white p-4 ring-1 ring-red-200">
              <h3 className="font-semibold text-red-900">{t(title)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title={t('pages.conduct.dataTitle')}>
        <p>
          <FormattedMessage
            id="pages.conduct.dataText"
            values={{ link: linkTo(paths.privacyPolicy.href()) }}
          />
        </p>
      </PageSection>
    </PageShell>
  );
}
