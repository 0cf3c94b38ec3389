import { CATEGORY_LABELS, type Category } from '@one-world/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** Order of the small-screen shortcuts (SPEC §2), which differs from the header's order. */
const SHORTCUT_TOPICS: readonly Category[] = [
  'Climate',
  'Policy',
  'Conflict',
  'Inequality',
  'Poverty',
];

/** Topic shortcuts for phones, where the header's topic menu is out of reach; hidden from md up. */
export function TopicLinks() {
  const t = useT();
  return (
    <nav aria-label={t('home.topicShortcuts')} className="md:hidden">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('home.exploreTopics')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SHORTCUT_TOPICS.map((topic) => (
          <li key={topic}>
            <Link
              to={paths.board.href(topic)}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-100 ring-inset hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t(CATEGORY_LABELS[topic])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
