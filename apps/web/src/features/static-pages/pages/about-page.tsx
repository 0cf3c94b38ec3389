import { COMPANY, TAGLINE } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';
import { SOCIAL_LINKS } from '../social-links';

export function AboutPage() {
  return (
    <PageShell
      title="About Us"
      eyebrow={TAGLINE}
      lead={`${COMPANY} is an interconnected community for the crucial conversations of our time — a place where people meet across borders, share what they know, and turn plans into action.`}
      illustration="/images/pages/community.svg"
    >
      <PageSection title="Who we are">
        <p>
          Poverty, climate change, conflict, inequality and policy do not stop at national borders,
          and neither should the conversations about them. {COMPANY} brings students, organisers,
          researchers, professionals and curious neighbours into one network where every voice can
          be heard and every idea can be tested by people who live with the problem.
        </p>
        <p>
          We believe that change starts with understanding. That is why our discussion boards are
          organised by topic and by region: so you can learn what is happening in Africa, Asia and
          Oceania, Europe, the Middle East and the Americas, and compare notes with people working
          on the same challenge somewhere else.
        </p>
      </PageSection>

      <PageSection title="What we do">
        <ul>
          <li>
            <strong className="text-ink">Crucial conversations.</strong> Topic boards for each
            region where members post, comment and build on each other's ideas.
          </li>
          <li>
            <strong className="text-ink">Plans into action.</strong> Weekly inspiration, how-tos and
            stories of projects that worked, so good plans travel further.
          </li>
          <li>
            <strong className="text-ink">A connected community.</strong> Follow members whose work
            you admire, message them directly and find collaborators near and far.
          </li>
        </ul>
      </PageSection>

      <section aria-labelledby="about-follow" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="about-follow" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Follow the movement
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Catch launch news, community highlights and behind-the-scenes updates on the networks you
          already use.
        </p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {SOCIAL_LINKS.map(({ network, href, Icon }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${COMPANY} on ${network} (opens in a new tab)`}
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
        <LinkButton to={paths.mission.href()}>Read our mission</LinkButton>
        <LinkButton to={paths.joinGlobal.href()} variant="secondary">
          Join the Global Family
        </LinkButton>
      </div>
    </PageShell>
  );
}
