import { COMPANY } from '@one-world/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';
import { SOCIAL_LINKS } from '../social-links';

const company = COMPANY;
const bold = (chunks: ReactNode[]) => <strong className="text-ink">{chunks}</strong>;

export function AboutPage() {
  const t = useT();
  return (
    <PageShell
      title={t('pages.about.title')}
      eyebrow={t('pages.tagline')}
      lead={t('pages.about.lead', { company })}
      illustration="/images/pages/community.svg"
    >
      <PageSection title={t('pages.about.whoTitle')}>
        <p>{t('pages.about.who1', { company })}</p>
        <p>{t('pages.about.who2')}</p>
      </PageSection>

      <PageSection title={t('pages.about.whatTitle')}>
        <ul>
          <li>
            <FormattedMessage id="pages.about.what1" values={{ b: bold }} />
          </li>
          <li>
            <FormattedMessage id="pages.about.what2" values={{ b: bold }} />
          </li>
          <li>
            <FormattedMessage id="pages.about.what3" values={{ b: bold }} />
          </li>
        </ul>
      </PageSection>

      <section aria-labelledby="about-follow" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="about-follow" className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t('pages.about.followTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('pages.about.followText')}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {SOCIAL_LINKS.map(({ network, href, Icon }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('pages.about.socialLink', { company, network })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink shadow-sm ring-1 ring-slate-200 transition-colors hover:text-brand-700 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon className="size-5" />
                {network}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.mission.href()}>{t('pages.about.readMission')}</LinkButton>
        <LinkButton to={paths.joinGlobal.href()} variant="secondary">
          {t('pages.joinGlobalFamily')}
        </LinkButton>
      </div>
    </PageShell>
  );
}
