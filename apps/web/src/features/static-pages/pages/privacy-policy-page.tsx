import { COMPANY, STORAGE_KEYS, sessionCookieName } from '@one-world/contract';
import { LOCALE_COOKIE, type MessageId } from '@one-world/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';
import { TextLink } from '../components/text-link';

/** The month this policy last changed, said in the reader's language ("November 2026"). */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 1));
const PRIVACY_EMAIL = 'privacy@oneworld.example';
const company = COMPANY;

const BROWSER_STORAGE = [
  {
    // The name the server gives it here: `__Host-` prefixed on a site served over HTTPS.
    name: sessionCookieName(window.location.protocol === 'https:'),
    kind: 'pages.privacy.kind.httpOnlyCookie',
    purpose: 'pages.privacy.purpose.session',
  },
  {
    name: LOCALE_COOKIE,
    kind: 'pages.privacy.kind.cookie',
    purpose: 'pages.privacy.purpose.language',
  },
  {
    name: STORAGE_KEYS.userInfo,
    kind: 'pages.privacy.kind.localStorage',
    purpose: 'pages.privacy.purpose.userInfo',
  },
  {
    name: STORAGE_KEYS.cartItems,
    kind: 'pages.privacy.kind.localStorage',
    purpose: 'pages.privacy.purpose.cart',
  },
  {
    name: STORAGE_KEYS.sidebarExpanded,
    kind: 'pages.privacy.kind.localStorage',
    purpose: 'pages.privacy.purpose.sidebar',
  },
] as const satisfies readonly { name: string; kind: MessageId; purpose: MessageId }[];

/** What we store, one list item each; `<b>` opens the item with its subject. */
const STORED = [
  'pages.privacy.store.account',
  'pages.privacy.store.published',
  'pages.privacy.store.messages',
  'pages.privacy.store.purchases',
  'pages.privacy.store.reports',
  'pages.privacy.store.presence',
] as const satisfies readonly MessageId[];

const bold = (chunks: ReactNode[]) => <strong className="text-ink">{chunks}</strong>;
const conductLink = (chunks: ReactNode[]) => (
  <TextLink to={paths.codeOfConduct.href()}>{chunks}</TextLink>
);
const emailLink = (chunks: ReactNode[]) => (
  <a
    href={`mailto:${PRIVACY_EMAIL}`}
    dir="ltr"
    className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-600"
  >
    {chunks}
  </a>
);

export function PrivacyPolicyPage() {
  const t = useT();
  const intl = useIntl();
  const lastUpdated = intl.formatDate(LAST_UPDATED, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <PageShell
      title={t('pages.privacy.title')}
      eyebrow={t('pages.privacy.lastUpdated', { date: lastUpdated })}
      lead={t('pages.privacy.lead', { company })}
    >
      <PageSection title={t('pages.privacy.storeTitle')}>
        <ul>
          {STORED.map((item) => (
            <li key={item}>
              <FormattedMessage id={item} values={{ b: bold, link: conductLink }} />
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="privacy-browser" className="max-w-3xl">
        <h2 id="privacy-browser" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('pages.privacy.browserTitle')}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{t('pages.privacy.browserIntro')}</p>
        <div className="mt-4 rounded-xl border border-slate-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('pages.privacy.tableCaption')}</caption>
            <thead className="bg-slate-50 text-ink max-sm:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('pages.privacy.column.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('pages.privacy.column.type')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('pages.privacy.column.purpose')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700 max-sm:block">
              {BROWSER_STORAGE.map(({ name, kind, purpose }) => (
                <tr key={name} className="max-sm:block max-sm:px-4 max-sm:py-3">
                  <th
                    scope="row"
                    className="px-4 py-3 text-start align-top font-mono text-xs text-ink max-sm:block max-sm:p-0"
                  >
                    {name}
                  </th>
                  <td className="px-4 py-3 align-top whitespace-nowrap max-sm:block max-sm:p-0 max-sm:text-xs max-sm:text-slate-500">
                    {t(kind)}
                  </td>
                  <td className="px-4 py-3 align-top max-sm:block max-sm:p-0 max-sm:pt-1">
                    {t(purpose)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <PageSection title={t('pages.privacy.trackingTitle')}>
        <p>{t('pages.privacy.tracking')}</p>
      </PageSection>

      <PageSection title={t('pages.privacy.useTitle')}>
        <p>{t('pages.privacy.use', { company })}</p>
        <p>{t('pages.privacy.translation')}</p>
      </PageSection>

      <PageSection title={t('pages.privacy.rightsTitle')}>
        <p>
          <FormattedMessage
            id="pages.privacy.rights1"
            values={{ email: PRIVACY_EMAIL, link: emailLink }}
          />
        </p>
        <p>{t('pages.privacy.rights2')}</p>
      </PageSection>

      <PageSection title={t('pages.privacy.childrenTitle')}>
        <p>{t('pages.privacy.children', { company })}</p>
      </PageSection>

      <PageSection title={t('pages.privacy.changesTitle')}>
        <p>{t('pages.privacy.changes')}</p>
      </PageSection>
    </PageShell>
  );
}
