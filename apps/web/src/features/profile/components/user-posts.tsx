import { boardTitle, CATEGORY_LABELS, type Post, regionLabel } from '@one-world/contract';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import {
  buttonClasses,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  LongDate,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { type UserPostsQuery, useUserPosts } from '../api/get-user-posts';

interface UserPostsProps extends UserPostsQuery {
  /** The member's name, for the list's label and the empty text. */
  name: string;
}

/** A member's posts, newest first, paged with Load more; each leads to its board. */
export function UserPosts({ userId, own, name }: UserPostsProps) {
  const headingId = useId();
  const query = useUserPosts({ userId, own });
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const t = useT();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('profile.posts')}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <LoadingState label={t('profile.loadingPosts')} />
        ) : query.isError && posts.length === 0 ? (
          <ErrorState
            error={query.error}
            fallback={t('profile.postsLoadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : posts.length === 0 ? (
          <EmptyState message={own ? t('profile.noPostsOwn') : t('profile.noPosts', { name })}>
            {own && (
              <Link to={paths.createPost.href()} className={buttonClasses()}>
                {t('profile.createPost')}
              </Link>
            )}
          </EmptyState>
        ) : (
          <>
            <ul
              aria-label={own ? t('profile.myPosts') : t('profile.postsBy', { name })}
              className="space-y-3"
            >
              {posts.map((post) => (
                <li key={post._id}>
                  <PostSummary post={post} />
                </li>
              ))}
            </ul>
            <LoadMore list={query} errorFallback={t('profile.morePostsFailed')} />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * One post in short: where and when, its title (a link to the post's page), the start of its text
 * and its counts.
 */
function PostSummary({ post }: { post: Post }) {
  const titleId = useId();
  const t = useT();
  const board = { category: post.postCategory, region: post.region };
  return (
    <Card className="p-4">
      <article aria-labelledby={titleId}>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span>
            {t(CATEGORY_LABELS[post.postCategory])}
            {post.region && ` · ${t(regionLabel(post.region, post.postCategory))}`}
          </span>
          <span aria-hidden="true">·</span>
          <LongDate iso={post.createdAt} />
        </p>
        <h3 id={titleId} dir="auto" className="mt-1 font-semibold break-words text-ink">
          <Link
            to={paths.post.href(post._id)}
            className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {post.title}
          </Link>
        </h3>
        <p
          dir="auto"
          className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700"
        >
          {post.content}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
          <span>{t('profile.likeCount', { count: post.likeCount })}</span>
          <span>{t('profile.commentCount', { count: post.commentCount })}</span>
          <Link
            to={paths.board.href(board.category, board.region)}
            className="ms-auto rounded-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <FormattedMessage
              id="profile.boardLink"
              values={{
                board: boardTitle(board, t),
                title: <bdi>{post.title}</bdi>,
                sr: (chunks) => <span className="sr-only">{chunks}</span>,
              }}
            />
          </Link>
        </p>
      </article>
    </Card>
  );
}
