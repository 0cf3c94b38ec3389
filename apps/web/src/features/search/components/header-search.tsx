import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@one-world/contract';
import { type FormEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { SearchIcon } from './search-icon';

const FIELD =
  'h-9 w-44 rounded-lg border border-slate-300 bg-white py-1.5 pe-9 ps-3 text-sm text-ink ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 ' +
  '2xl:w-64';

const ICON_BUTTON =
  'rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 ' +
  'focus-visible:outline-brand-600';

/**
 * The header's search: a box on wide screens (Enter opens /search with the words), a link to
 * the search page on narrower ones, where the topics and account links fill the bar.
 */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const q = String(new FormData(form).get('q') ?? '').trim();
    navigate(paths.search.href(q));
    form.reset();
  };

  return (
    <>
      <search aria-label={t('search.siteSearch')} className="hidden xl:block">
        <form onSubmit={onSubmit} className="relative">
          <label htmlFor={inputId} className="sr-only">
            {t('search.submit')}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            maxLength={SEARCH_LIMITS.qMax}
            placeholder={t(SEARCH_MESSAGES.placeholder)}
            className={FIELD}
          />
          <button
            type="submit"
            aria-label={t('search.submit')}
            className={`absolute inset-y-0 end-0 ${ICON_BUTTON}`}
          >
            <SearchIcon className="size-4" />
          </button>
        </form>
      </search>
      <Link
        to={paths.search.href()}
        aria-label={t('search.submit')}
        className={`xl:hidden ${ICON_BUTTON}`}
      >
        <SearchIcon />
      </Link>
    </>
  );
}
