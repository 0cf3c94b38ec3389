import { COMPANY } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';
import { TextLink } from '../components/text-link';

const BANNED = [
  {
    title: 'Hacking',
    text: 'Attempting to break into accounts, bypass security, scrape data or disrupt the service in any way.',
  },
  {
    title: 'Profiting without consent',
    text: 'Selling, advertising or otherwise making money from the community, its members or their content without their explicit permission.',
  },
  {
    title: 'Fake accounts',
    text: 'Impersonating another person or organisation, or creating accounts to mislead, spam or evade a ban.',
  },
] as const;

export function CodeConductPage() {
  return (
    <PageShell
      title="Code of Conduct"
      eyebrow="Community guidelines"
      lead={`${COMPANY} works because members trust one another. These guidelines apply to everything you post, comment, review or send on the platform.`}
    >
      <PageSection title="Our standards">
        <ul>
          <li>Be respectful. Disagree with ideas, never attack people.</li>
          <li>Be honest. Share sources, and say so when something is your opinion.</li>
          <li>Be inclusive. Everyone is welcome, whatever their background, belief or identity.</li>
          <li>
            Protect privacy. Do not share anyone’s personal information without their permission.
          </li>
          <li>Stay on topic. Keep posts relevant to the board and region you post in.</li>
        </ul>
      </PageSection>

      <PageSection title="Reporting problems">
        <p>
          Our administrators moderate the community, but they cannot see everything. Members play an
          essential part by reporting posts, comments, messages or profiles that break these
          guidelines. Use the <TextLink to={paths.report.href()}>report form</TextLink> to tell us
          what happened; reports are reviewed by an administrator and the person you report is never
          told who reported them.
        </p>
        <p>
          Administrators may remove content, issue warnings or suspend accounts depending on how
          serious and how repeated a breach is.
        </p>
      </PageSection>

      <section
        aria-labelledby="conduct-bans"
        className="max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-6"
      >
        <h2 id="conduct-bans" className="text-xl font-semibold tracking-tight text-red-900">
          Zero tolerance: immediate bans
        </h2>
        <p className="mt-2 text-red-900">The following lead to a permanent ban without warning:</p>
        <ul className="mt-4 space-y-3">
          {BANNED.map(({ title, text }) => (
            <li key={title} className="rounded-lg bg-white p-4 ring-1 ring-red-200">
              <h3 className="font-semibold text-red-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title="Your data">
        <p>
          How we collect, store and delete information about you is explained in our{' '}
          <TextLink to={paths.privacyPolicy.href()}>Privacy Policy</TextLink>.
        </p>
      </PageSection>
    </PageShell>
  );
}
