import { CATEGORIES, type Category, regionLabel } from '@one-world/contract';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { PageSection } from '../components/page-section';
import { PageShell } from '../components/page-shell';

const ASIA_TOPICS: Record<Category, string> = {
  Poverty:
    'From rural livelihoods in South Asia to informal work in fast-growing cities: what lifts families out of poverty.',
  Climate:
    'Rising seas in the Pacific, monsoons, heatwaves and the region’s race to renewable energy.',
  Conflict:
    'Displacement, border tensions and the people building peace and humanitarian relief across the region.',
  Inequality:
    'Gender, caste, indigenous rights and the gaps between booming economies and those left behind.',
  Policy:
    'Governments, regional bodies and citizen movements shaping laws and decisions across Asia and Oceania.',
};

export function AsiaPage() {
  return (
    <PageShell
      title="Asia/Oceania"
      eyebrow="Regional hub"
      lead="Home to more than half of humanity — from the Himalayas to the Pacific Islands. Start here to find the conversations about Asia and Oceania on every topic board."
      illustration="/images/pages/globe.svg"
    >
      <section aria-labelledby="asia-boards">
        <h2 id="asia-boards" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Asia/Oceania boards
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li
              key={category}
              className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <h3 className="font-semibold text-brand-700">
                <Link
                  to={paths.board.href(category, 'Asia')}
                  className="flex items-center justify-between gap-2 outline-none after:absolute after:inset-0 after:rounded-xl"
                >
                  {category} in {regionLabel('Asia', category)}
                  <ArrowRightIcon className="size-5 shrink-0 transition-transform group-hover:translate-x-1" />
                </Link>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{ASIA_TOPICS[category]}</p>
            </li>
          ))}
        </ul>
      </section>

      <PageSection title="Why a regional hub?">
        <p>
          Global problems look different in every place. A climate policy that works in Singapore
          may not fit Fiji; a microfinance scheme from Bangladesh may inspire a project in the
          Philippines. The regional boards let members who know the context compare experiences,
          share local news and find partners close to home.
        </p>
      </PageSection>
    </PageShell>
  );
}
