import { type Category, REGIONS, type Region, regionLabel } from '@one-world/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  );

/** Links to the topic's board for all regions and for each region; the current one is marked. */
export function RegionFilter({ category, region }: { category: Category; region: Region | null }) {
  const t = useT();
  const options: Array<{ value: Region | null; label: string }> = [
    { value: null, label: t('boards.allRegions') },
    ...REGIONS.map((value) => ({ value, label: t(regionLabel(value, category)) })),
  ];
  return (
    <nav aria-label={t('boards.regions')}>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {options.map((option) => (
          <li key={option.value ?? 'all'} className="shrink-0">
            <Link
              to={paths.board.href(category, option.value)}
              aria-current={option.value === region ? 'page' : undefined}
              className={chip(option.value === region)}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
