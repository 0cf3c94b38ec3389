import { COMPANY } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';

const STEPS = [
  {
    title: 'Create your free account',
    text: 'Sign up with your name and email. A Basic membership costs nothing and gives you the whole community.',
  },
  {
    title: 'Find your boards',
    text: 'Pick the issues you care about and the regions you know, then introduce yourself with a first post.',
  },
  {
    title: 'Connect and act',
    text: 'Follow members, start conversations, take the weekly quizzes and share what you learn with your own network.',
  },
] as const;

export function JoinGlobalPage() {
  return (
    <PageShell
      title="Global Family"
      eyebrow="Join the movement"
      lead={`Every member of ${COMPANY} makes the network smarter. Join changemakers around the world who are learning from each other and acting together on the issues that shape our future.`}
      illustration="/images/pages/community.svg"
    >
      <section aria-labelledby="join-steps">
        <h2 id="join-steps" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Three steps to get started
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <PageSection title="Go further with a membership">
        <p>
          Warrior and Legend members get a verified star on their profile, an ad-free experience,
          discounts in the shop, more quizzes and early access to new features. Every paid
          membership helps us build faster for the whole community.
        </p>
      </PageSection>

      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.auth.signUp.href()}>Create a free account</LinkButton>
        <LinkButton to={paths.pricing.href()} variant="secondary">
          Compare membership plans
        </LinkButton>
      </div>
    </PageShell>
  );
}
