import type { MessageId } from '@one-world/i18n';
import { ExternalLinkIcon } from '../../../components/ui';
import { useT } from '../../../lib/i18n';

const UPDATES = [
  {
    label: 'home.donate',
    text: 'home.donateText',
    href: 'https://donate.oneworld.example',
  },
  {
    label: 'home.form',
    text: 'home.formText',
    href: 'https://forms.oneworld.example',
  },
] as const satisfies readonly { label: MessageId; text: MessageId; href: string }[];

/** The "Community Updates" box with its two external links (SPEC §2). */
export function CommunityUpdates() {
  const t = useT();
  return (
    <section
      aria-labelledby="home-community-updates"
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
    >
      <h2 id="home-community-updates" className="text-lg font-semibold tracking-tight text-ink">
        {t('home.communityUpdates')}
      </h2>
      <ul className="mt-4 space-y-3">
        {UPDATES.map(({ label, text, href }) => (
          <li
            key={label}
            className="relative rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
          >
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {t(label)}
              <ExternalLinkIcon className="size-4" />
              <span className="sr-only"> {t('ui.opensInNewTab')}</span>
            </a>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
