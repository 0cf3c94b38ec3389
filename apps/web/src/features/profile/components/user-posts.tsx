import { type Post, regionLabel } from '@one-world/contract';
import { useId } from 'react';
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
import { boardTitle, paths } from '../../../config/paths';
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

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Posts
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <LoadingState label="Loading posts..." />
        ) : query.isError && posts.length === 0 ? (
          <ErrorState
            error={query.error}
            fallback="The posts could not be loaded."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : posts.length === 0 ? (
          <EmptyState
            message={own ? 'You have not posted anything yet.' : `${name} has not posted yet.`}
          >
            {own && (
              <Link to={paths.createPost.href()} className={buttonClasses()}>
                Create Post
              </Link>
            )}
          </EmptyState>
        ) : (
          <>
            <ul aria-label={own ? 'My posts' : `Posts by ${name}`} className="space-y-3">
              {posts.map((post) => (
                <li key={post._id}>
                  <PostSummary post={post} />
                </li>
              ))}
            </ul>
            <LoadMore list={query} errorFallback="More posts could not be loaded." />
          </>
        )}
      </div>
    </section>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One post in short: where and when, its title (a link to the post's page), the start of its text
 * and its counts.
 */
function PostSummary({ post }: { post: Post }) {
  const titleId = useId();
  const board = { category: post.postCategory, region: post.region };
  return (
    <Card className="p-4">
      <article aria-labelledby={titleId}>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span>
            {post.postCategory}
            {post.region && ` · ${regionLabel(post.region, post.postCategory)}`}
          </span>
          <span aria-hidden="true">·</span>
          <LongDate iso={post.createdAt} />
        </p>
        <h3 id={titleId} className="mt-1 font-semibold break-words text-ink">
          <Link
            to={paths.post.href(post._id)}
            className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">
          {post.content}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
          <span>{plural(post.likeCount, 'like')}</span>
          <span>{plural(post.commentCount, 'comment')}</span>
          <Link
            to={paths.board.href(board.category, board.region)}
            className="ml-auto rounded-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {boardTitle(board)} board<span className="sr-only">: {post.title}</span>
          </Link>
        </p>
      </article>
    </Card>
  );
}
