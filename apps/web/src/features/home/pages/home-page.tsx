import { TAGLINE } from '@one-world/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { CommunityUpdates } from '../components/community-updates';
import { FeaturedCarousel } from '../components/featured-carousel';
import { TopicLinks } from '../components/topic-links';

export function HomePage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 py-2 text-ink lg:py-6">
      <section aria-labelledby="home-heading" className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{TAGLINE}</p>
        <h1
          id="home-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
        >
          Welcome to the Social Network for Change
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">
          Join people around the world who are tackling poverty, climate change, conflict,
          inequality and policy together. Share ideas on boards for every region, find inspiration
          that works, and turn conversations into action.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.welcome.href()} className={buttonClasses({ size: 'lg' })}>
            Take the tour
          </Link>
          <Link
            to={paths.mission.href()}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Our Mission
          </Link>
        </div>
      </section>

      <TopicLinks />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FeaturedCarousel />
        </div>
        <CommunityUpdates />
      </div>
    </div>
  );
}
