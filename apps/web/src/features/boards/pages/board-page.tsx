import { POST_MESSAGES } from '@one-world/contract';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MyLanguagesToggle, parseLanguagesParam } from '../../../components/content-language';
import {
  Button,
  buttonClasses,
  HeldFirstCard,
  LoadMore,
  SignInPrompt,
  Spinner,
} from '../../../components/ui';
import type { BoardLocation } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useServedFirstCard } from '../../../lib/served-first-card';
import { useSession } from '../../../lib/session';
import { useBoardTitle } from '../../../lib/use-board-title';
import { useStepwiseCount } from '../../../lib/use-stepwise-count';
import { useBoardPosts } from '../api/get-posts';
import { PostCard } from '../components/post-card';
import { RegionFilter } from '../components/region-filter';

/**
 * Post cards drawn per task while a board's first page arrives (useStepwiseCount): a phone's
 * screenful under the heading and filters (three made a task of about 100 ms on a phone's CPU).
 */
const CARDS_PER_STEP = 2;

/** The list of a board's post cards, and of the served first card it holds meanwhile. */
const POST_LIST = 'space-y-4';

/**
 * A discussion board: one topic, optionally one region (SPEC §2 "Discussion board"). The route
 * has already read and checked them from the address.
 */
export function BoardPage({ category, region }: BoardLocation) {
  const t = useT();
  const boardTitle = useBoardTitle();
  const session = useSession();
  const viewerId = session.user?._id ?? null;
  // "My languages" (issue 17): the board's address says which languages it is filtered to.
  const [searchParams, setSearchParams] = useSearchParams();
  const languages = parseLanguagesParam(searchParams.get('languages'));
  const setLanguages = (next: readonly string[] | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('languages', next.join(','));
        else params.delete('languages');
        return params;
      },
      { replace: true },
    );
  const board = useBoardPosts(category, region, viewerId, session.status !== 'loading', languages);
  const [prompt, setPrompt] = useState<string | null>(null);
  // TanStack Query announces the first page synchronously, and a page of post cards is the
  // board's longest render: revealed as a deferred value, React draws it in slices that yield to
  // the browser, the spinner staying until it is ready. Preact (the production build) draws a
  // deferred value at once, so the first page arrives a few cards per task instead.
  const loading = useDeferredValue(board.isPending);

  // A visitor's first screen came with the served page (lib/served-first-card.ts): its card
  // stays in the list's place, instead of a spinner, until the board's own cards first arrive.
  const served = useServedFirstCard(paths.board.href(category, region), loading);

  const heading = boardTitle({ category, region });
  const posts = board.data?.pages.flatMap((page) => page.posts) ?? [];
  const drawn = useStepwiseCount(posts.length, CARDS_PER_STEP);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
          <p className="mt-2 text-slate-600">{t(POST_MESSAGES.intro)}</p>
        </div>
        <Link
          to={paths.createPost.href()}
          className={buttonClasses({ className: 'self-start sm:self-auto' })}
        >
          {t('boards.createPost')}
        </Link>
      </header>

      <div className="mt-6">
        <RegionFilter category={category} region={region} />
      </div>

      {(session.user || languages) && (
        <MyLanguagesToggle
          className="mt-4"
          active={languages}
          mine={session.user?.contentLanguages ?? []}
          onChange={setLanguages}
        />
      )}

      <div className="mt-6">
        {loading && served ? (
          <HeldFirstCard card={served} listClassName={POST_LIST} />
        ) : loading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" />
          </div>
        ) : board.isError && posts.length === 0 ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-medium text-red-800">
              {errorMessage(board.error, t('boards.loadFailed'))}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void board.refetch()}>
              {t('boards.retry')}
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {t(POST_MESSAGES.empty)}
          </p>
        ) : (
          <>
            <ul aria-label={t('boards.postsList', { board: heading })} className={POST_LIST}>
              {posts.slice(0, drawn).map((post) => (
                <li key={post._id}>
                  <PostCard post={post} viewerId={viewerId} onSignInNeeded={setPrompt} />
                </li>
              ))}
            </ul>
            {/* Once every card is drawn: a few cards alone would bring the scroll trigger into
                view and load the next page at once. */}
            {drawn === posts.length && (
              <LoadMore list={board} errorFallback={t('boards.moreFailed')} />
            )}
          </>
        )}
      </div>

      <SignInPrompt message={prompt} onClose={() => setPrompt(null)} />
    </div>
  );
}
