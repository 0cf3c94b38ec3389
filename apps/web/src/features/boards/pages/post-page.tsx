import { COMPANY, POST_MESSAGES, UUID_PATTERN } from '@one-world/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  buttonClasses,
  ChevronLeftIcon,
  ErrorState,
  LoadingState,
  SignInPrompt,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { DocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useBoardTitle } from '../../../lib/use-board-title';
import { usePost } from '../api/get-post';
import { PostCard } from '../components/post-card';

const BACK_LINK =
  'inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** /posts/:postId: one post with all its comments, its likes and Report (issue 11). */
export function PostPage() {
  const { postId = '' } = useParams();
  const t = useT();
  const boardTitle = useBoardTitle();
  // An id that is not a UUID cannot name a post: no need to ask the server. The pattern, not
  // the contract's `PostId`, so the page's first load does without Zod.
  const valid = UUID_PATTERN.test(postId);
  const session = useSession();
  const viewerId = session.user?._id ?? null;
  const query = usePost(postId, viewerId, valid && session.status !== 'loading');
  const [prompt, setPrompt] = useState<string | null>(null);
  const navigate = useNavigate();
  const post = query.data;

  if (!valid || isHttpError(query.error, 400, 404)) return <PostNotFound />;

  const board = post && { category: post.postCategory, region: post.region };
  return (
    <div className="mx-auto w-full max-w-3xl">
      {board && (
        <Link to={paths.board.href(board.category, board.region)} className={BACK_LINK}>
          <ChevronLeftIcon className="size-4" />
          {t('boards.backToBoard', { board: boardTitle(board) })}
        </Link>
      )}
      <div className="mt-4">
        {post && board ? (
          <>
            <DocumentTitle title={`${post.title} · ${COMPANY}`} />
            <PostCard
              post={post}
              viewerId={viewerId}
              onSignInNeeded={setPrompt}
              standalone
              onDeleted={() =>
                void navigate(paths.board.href(board.category, board.region), { replace: true })
              }
            />
          </>
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            fallback={t('boards.postLoadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <LoadingState label={t('boards.loadingPost')} />
        )}
      </div>
      <SignInPrompt message={prompt} onClose={() => setPrompt(null)} />
    </div>
  );
}

/** An unknown id, or a post the viewer may not see (removed, or hidden by a block). */
function PostNotFound() {
  const t = useT();
  const heading = t(POST_MESSAGES.postNotFound);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <DocumentTitle title={`${heading} · ${COMPANY}`} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
      <p className="mt-3 text-lg text-slate-600">{t('boards.notFoundHint')}</p>
      <Link to={paths.home.href()} className={buttonClasses({ className: 'mt-6' })}>
        {t('boards.backHome')}
      </Link>
    </div>
  );
}
