import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { AlertIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', text: 'The page you are looking for does not exist.' };
  }
  return {
    title: 'Something went wrong',
    text: 'We could not show this page. Please try again; if it keeps happening, come back a little later.',
  };
}

/**
 * The friendly page for an error while rendering a route. `standalone` is used when the layout
 * itself failed, so the page brings its own frame.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const { title, text } = describe(error);
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
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        {standalone ? (
          <a href={paths.home.href()} className={buttonClasses({ variant: 'secondary' })}>
            Go to Home
          </a>
        ) : (
          <Link to={paths.home.href()} className={buttonClasses({ variant: 'secondary' })}>
            Go to Home
          </Link>
        )}
      </div>
    </div>
  );
}
