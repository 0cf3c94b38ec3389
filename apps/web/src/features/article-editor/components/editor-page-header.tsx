import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** The editor pages' heading, under a way back to the list of articles. */
export function EditorPageHeader({ title }: { title: string }) {
  const t = useT();
  return (
    <header className="mb-6">
      <Link
        to={paths.adminArticles.href()}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ChevronLeftIcon className="size-4" />
        {t('editor.articles')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{title}</h1>
    </header>
  );
}
