import { COMPANY, TAGLINE } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';

const FOCUS_AREAS = [
  {
    topic: 'Poverty',
    text: 'Share what works for livelihoods, food security, housing and access to education.',
  },
  {
    topic: 'Climate',
    text: 'Exchange local adaptation ideas, clean-energy projects and the science behind them.',
  },
  {
    topic: 'Conflict',
    text: 'Listen to people affected by violence and support peace-building and humanitarian work.',
  },
  {
    topic: 'Inequality',
    text: 'Challenge discrimination and widen opportunity, whatever someone’s gender, origin or income.',
  },
  {
    topic: 'Policy',
    text: 'Understand the laws and decisions that shape our lives, and learn how to influence them.',
  },
] as const;

export function MissionPage() {
  return (
    <PageShell
      title="Our Mission"
      eyebrow={TAGLINE}
      lead="To connect people everywhere who want a fairer, safer and more sustainable world — and to help them turn conversations into action."
      illustration="/images/pages/globe.svg"
    >
      <PageSection title="Why we exist">
        <p>
          The problems that matter most are global, yet the people working on them are scattered and
          rarely talk to one another. A farmer adapting to drought, a student studying renewable
          energy and a city official writing climate policy each hold part of the answer. {COMPANY}{' '}
          exists to put those pieces together.
        </p>
        <p>
          We are building a social network designed for change rather than for attention: no endless
          feeds engineered to keep you scrolling, just focused conversations, trustworthy
          inspiration and people who want to get things done.
        </p>
      </PageSection>

      <section aria-labelledby="mission-focus">
        <h2 id="mission-focus" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Five issues, one future
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FOCUS_AREAS.map(({ topic, text }) => (
            <li key={topic} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-700">{topic}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title="What we promise">
        <ul>
          <li>Respect for every member, whatever their background or point of view.</li>
          <li>Honest information: we highlight sources and correct mistakes openly.</li>
          <li>Your data stays yours — no tracking and no selling of personal information.</li>
          <li>Membership fees go straight back into building features for the community.</li>
        </ul>
      </PageSection>

      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.joinGlobal.href()}>Join the movement</LinkButton>
        <LinkButton to={paths.codeOfConduct.href()} variant="secondary">
          Read the Code of Conduct
        </LinkButton>
      </div>
    </PageShell>
  );
}
