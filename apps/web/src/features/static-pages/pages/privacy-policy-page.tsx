import { COMPANY, SESSION_COOKIE, STORAGE_KEYS } from '@one-world/contract';
import { paths } from '../../../config/paths';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';
import { TextLink } from '../components/text-link';

const LAST_UPDATED = 'November 2026';
const PRIVACY_EMAIL = 'privacy@oneworld.example';

const BROWSER_STORAGE = [
  {
    name: SESSION_COOKIE,
    kind: 'Cookie (HttpOnly)',
    purpose:
      'Keeps you signed in. It holds a random session id only, cannot be read by scripts and is deleted when you log out or the session expires.',
  },
  {
    name: STORAGE_KEYS.userInfo,
    kind: 'Local storage',
    purpose:
      'A copy of your public profile details (name, picture, badge) so pages can greet you without waiting for the server. Removed when you log out.',
  },
  {
    name: STORAGE_KEYS.cartItems,
    kind: 'Local storage',
    purpose: 'The products in your shop cart, so your cart survives a page reload.',
  },
  {
    name: STORAGE_KEYS.sidebarExpanded,
    kind: 'Local storage',
    purpose: 'Whether you prefer the sidebar open or closed.',
  },
] as const;

export function PrivacyPolicyPage() {
  return (
    <PageShell
      title="Privacy Policy"
      eyebrow={`Last updated ${LAST_UPDATED}`}
      lead={`${COMPANY} collects only what it needs to run a social network, never tracks you across the web and never sells your data. This page explains exactly what we keep and how to have it deleted.`}
    >
      <PageSection title="What we store">
        <ul>
          <li>
            <strong className="text-ink">Your account:</strong> name, email address, password
            (stored only as a one-way hash that nobody can read back), bio, profile picture and
            cover image, membership tier, and the members you follow or who follow you.
          </li>
          <li>
            <strong className="text-ink">What you publish:</strong> posts, comments, likes and site
            reviews, together with the date they were made. Posts, comments and reviews are public
            and can be read by anyone, including visitors who are not signed in.
          </li>
          <li>
            <strong className="text-ink">Your messages:</strong> the chats you have with other
            members. They are visible only to the two people in the conversation; administrators
            look at a message only when it has been reported as breaking the{' '}
            <TextLink to={paths.codeOfConduct.href()}>Code of Conduct</TextLink>.
          </li>
          <li>
            <strong className="text-ink">Purchases:</strong> what you bought and when. Card payments
            are handled by our payment provider, Stripe; we never see or store your card number.
          </li>
          <li>
            <strong className="text-ink">Reports:</strong> the content of any report you send us and
            the decision an administrator made about it.
          </li>
          <li>
            <strong className="text-ink">Presence:</strong> while you have the site open and are
            signed in, other members can see that you are online. We do not keep a history of it.
          </li>
        </ul>
      </PageSection>

      <section aria-labelledby="privacy-browser" className="max-w-3xl">
        <h2 id="privacy-browser" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Cookies and local storage
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          We use exactly one cookie and three local storage entries. None of them are used for
          advertising or analytics, and no third party can read them.
        </p>
        <div className="mt-4 rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Data kept in your browser</caption>
            <thead className="bg-slate-50 text-ink max-sm:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Why we need it
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700 max-sm:block">
              {BROWSER_STORAGE.map(({ name, kind, purpose }) => (
                <tr key={name} className="max-sm:block max-sm:px-4 max-sm:py-3">
                  <th
                    scope="row"
                    className="px-4 py-3 align-top font-mono text-xs text-ink max-sm:block max-sm:p-0"
                  >
                    {name}
                  </th>
                  <td className="px-4 py-3 align-top whitespace-nowrap max-sm:block max-sm:p-0 max-sm:text-xs max-sm:text-slate-500">
                    {kind}
                  </td>
                  <td className="px-4 py-3 align-top max-sm:block max-sm:p-0 max-sm:pt-1">
                    {purpose}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <PageSection title="No tracking">
        <p>
          We do not use analytics services, advertising trackers, tracking pixels or third-party
          cookies, and we do not build advertising profiles. Ads shown to Basic members are not
          personalised, and no advertiser receives your personal data. We never sell or rent your
          information to anyone.
        </p>
      </PageSection>

      <PageSection title="How we use and share your data">
        <p>
          We use your data only to run {COMPANY}: to show your profile and posts, deliver your
          messages, process your purchases, keep the community safe and answer your questions. We
          share it only with the service providers that host the site and process payments on our
          behalf, under contracts that forbid any other use, or when the law requires it.
        </p>
      </PageSection>

      <PageSection title="Your rights and how to get your data deleted">
        <p>
          You can correct your profile details at any time from your profile page. To receive a copy
          of your data or to have your account deleted, email{' '}
          <a
            href={`mailto:${PRIVACY_EMAIL}`}
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-600"
          >
            {PRIVACY_EMAIL}
          </a>{' '}
          from the address registered on your account. We confirm your request and complete it
          within 30 days.
        </p>
        <p>
          Deleting your account (from your account settings, confirmed with your password) signs you
          out on every device and removes your profile, profile picture and cover image, comments,
          likes, reviews, follows, conversations with their messages, and the reports you filed.
          Your posts are removed too, except a post another member has commented on: it stays, shown
          under “Deleted member” and no longer linked to you, so their replies keep their context.
          Reports other members filed about you stay with our moderators. We keep only the payment
          records we are legally required to hold for tax purposes. To clear the data kept in your
          browser, log out and clear this site’s data in your browser settings.
        </p>
      </PageSection>

      <PageSection title="Children">
        <p>
          {COMPANY} is not intended for children under 13, and we do not knowingly collect their
          data. If you believe a child has created an account, please contact us and we will remove
          it.
        </p>
      </PageSection>

      <PageSection title="Changes to this policy">
        <p>
          If we change how we handle your data, we will update this page and its date, and announce
          significant changes on the site before they take effect.
        </p>
      </PageSection>
    </PageShell>
  );
}
