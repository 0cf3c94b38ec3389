import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { CarouselHeader } from '../components/carousel-header';
import { SLIDE_CLASSES } from '../components/carousel-slides';
import { CommunityUpdates } from '../components/community-updates';
import { TopicLinks } from '../components/topic-links';

// Swiper and its styles load with the carousel, after the page itself has shown.
const FeaturedCarousel = lazy(async () => ({
  default: (await import('../components/featured-carousel')).FeaturedCarousel,
}));

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
        {/* min-w-0: a grid item grows to its content's width, and Swiper sizes its slides from
            the item's width, so without it the two would keep widening each other. */}
        <div className="min-w-0 lg:col-span-2">
          <Suspense fallback={<CarouselPlaceholder />}>
            <FeaturedCarousel />
          </Suspense>
        </div>
        <CommunityUpdates />
      </div>
    </div>
  );
}

/**
 * Holds the carousel's place while its code loads, so the page does not jump when it arrives: its
 * header unseen, as the carousel draws it while the articles load (on a phone the buttons take a
 * row of their own), and a slide's box.
 */
function CarouselPlaceholder() {
  const playing = !useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <div aria-hidden="true">
      <div className="invisible">
        <CarouselHeader controls="reserved" playing={playing} />
      </div>
      <div
        className={`mt-3 ${SLIDE_CLASSES} animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none`}
      />
    </div>
  );
}
