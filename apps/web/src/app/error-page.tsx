import type { MessageId } from '@one-world/i18n';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { AlertIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';
import { useReplaceServerShell } from './layout/server-shell';

function describe(error: unknown): { title: MessageId; text: MessageId } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'errors.pageNotFound', text: 'errors.pageNotFoundText' };
  }
  return { title: 'errors.somethingWrong', text: 'errors.somethingWrongText' };
}

/**
 * The friendly page for an error while rendering a route. `standalone` is used when the layout
 * itself failed, so the page brings its own frame.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const { title, text } = describe(error);
  const t = useT();
  useReplaceServerShell();
  return (
    <div
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center',
        standalone && 'min-h-dvh justify-center',
      )}
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <AlertIcon className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t(title)}</h1>
      <p className="mt-2 text-slate-600">{t(text)}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('ui.tryAgain')}</Button>
        {standalone ? (
          <a href={paths.home.href()} className={buttonClasses({ variant: 'secondary' })}>
            {t('errors.goHome')}
          </a>
        ) : (
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'secondary' })}>
            {t('errors.goHome')}
          </Link>
        )}
      </div>
    </div>
  );
}
