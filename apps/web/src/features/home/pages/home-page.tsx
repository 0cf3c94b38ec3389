import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { CommunityUpdates } from '../components/community-updates';
import { FeaturedCarousel } from '../components/featured-carousel';
import { TopicLinks } from '../components/topic-links';

export function HomePage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 py-2 text-ink lg:py-6">
      <section aria-labelledby="home-heading" className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('home.tagline')}
        </p>
        <h1
          id="home-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
        >
          {t('home.heading')}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">{t('home.intro')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.welcome.href()} className={buttonClasses({ size: 'lg' })}>
            {t('home.takeTour')}
          </Link>
          <Link
            to={paths.mission.href()}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {t('nav.mission')}
          </Link>
        </div>
      </section>

      <TopicLinks />

      <div className="grid gap-6 lg:grid-cols-3">
        {/* min-w-0: a grid item grows to its content's width, and the carousel's track is as
            wide as all its slides. */}
        <div className="min-w-0 lg:col-span-2">
          <FeaturedCarousel />
        </div>
        <CommunityUpdates />
      </div>
    </div>
  );
}
