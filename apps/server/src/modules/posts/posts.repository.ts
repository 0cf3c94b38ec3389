import { boardRegions, type Category, type Region, type Role } from '@one-world/contract';
import { type AnyColumn, and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cursorValues, pastCursor, preparedOnce, preparedShapes } from '../../db/prepared';
import { blocks, comments, likes, posts, users } from '../../db/schema';
import {
  isBlockedBetween,
  type PreparedViewer,
  preparedViewerOf,
  type Viewer,
  type ViewerKind,
  viewerKindOf,
  viewerValues,
  visibleTo,
} from '../../db/visibility';
import type { Keyset } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { commentNotification, likeNotification } from '../notifications';

/** Which posts a list shows; every list is newest first. */
export type PostFilter =
  | {
      kind: 'board';
      category: Category;
      region?: Region | undefined;
      /** "My languages" (issue 17): posts in these and posts of unknown language; all when empty. */
      languages?: readonly string[] | undefined;
    }
  | { kind: 'author'; userId: string }
  | { kind: 'one'; postId: string };

export interface PostListItem {
  id: string;
  userId: string;
  title: string;
  content: string;
  postCategory: Category;
  region: Region | null;
  createdAt: Date;
  editedAt: Date | null;
  /** The language it is written in (ISO 639-1); null when unknown. */
  language: string | null;
  removedAt: Date | null;
  removedReason: string | null;
  authorName: string;
  authorAvatarUrl: string | null;
  authorStatusBadge: 'Warrior' | 'Legend' | null;
  likeCount: number;
  likedByUser: boolean;
  commentCount: number;
}

export interface CommentItem {
  id: string;
  postId: string;
  userId: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  /** The language it is written in (ISO 639-1); null when unknown. */
  language: string | null;
  removedAt: Date | null;
  removedReason: string | null;
  authorName: string;
  authorAvatarUrl: string | null;
}

/** A list's post with the first comments the viewer sees, oldest first. */
export interface PostWithComments extends PostListItem {
  comments: CommentItem[];
}

/** A comment as the list query's JSON carries it: times are ISO strings there. */
type CommentJson = Omit<CommentItem, 'createdAt' | 'editedAt' | 'removedAt'> & {
  createdAt: string;
  editedAt: string | null;
  removedAt: string | null;
};

const fromJson = (c: CommentJson): CommentItem => ({
  ...c,
  createdAt: new Date(c.createdAt),
  editedAt: c.editedAt === null ? null : new Date(c.editedAt),
  removedAt: c.removedAt === null ? null : new Date(c.removedAt),
});

/** A post as actions on it need it: its author, its likes, and what the viewer may see of it. */
export interface PostAccess {
  userId: string;
  likeCount: number;
  /** Whether the viewer sees the post (`visibleTo`): not removed, author not suspended, no block. */
  visible: boolean;
  /** Whether the viewer and the post's author have blocked one another (either way). */
  blockedWithViewer: boolean;
}

/** One like of a post: who liked it and when (with the user id, its keyset). */
export interface LikeItem {
  userId: string;
  createdAt: Date;
}

export interface NewPost {
  userId: string;
  title: string;
  content: string;
  postCategory: Category;
  region: Region | null;
  language: string | null;
}

/** A post's text and language as an edit needs them (to keep a language its author chose). */
export interface PostText {
  title: string;
  content: string;
  language: string | null;
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  language: comments.language,
  removedAt: comments.removedAt,
  removedReason: comments.removedReason,
};

// Explicit columns: the `search` tsvector is never read by a list, nor who removed a post.
const postColumns = {
  id: posts.id,
  userId: posts.userId,
  title: posts.title,
  content: posts.content,
  postCategory: posts.postCategory,
  region: posts.region,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  language: posts.language,
  removedAt: posts.removedAt,
  removedReason: posts.removedReason,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
};

/** Whether the viewer sees the post row (the one rule of `visibleTo`). */
const postVisibleTo = (viewer: Viewer | PreparedViewer) =>
  visibleTo(viewer, { authorId: posts.userId, removedAt: posts.removedAt });

/** Whether the viewer sees the comment row (the post it belongs to is checked separately). */
const commentVisibleTo = (viewer: Viewer | PreparedViewer) =>
  visibleTo(viewer, { authorId: comments.userId, removedAt: comments.removedAt });

/** What an action on a post needs of it (`PostAccess`), as columns of the post's row. */
const postAccessOf = (viewer: Viewer | PreparedViewer) => ({
  userId: posts.userId,
  likeCount: posts.likeCount,
  visible: sql<boolean>`${postVisibleTo(viewer) ?? sql`true`}`.as('visible'),
  blockedWithViewer: (viewer.actor
    ? sql<boolean>`${isBlockedBetween(posts.userId, viewer.actor.id)}`
    : sql<boolean>`false`
  ).as('blocked_with_viewer'),
});

const newestFirst = [desc(posts.createdAt), desc(posts.id)];

// Rows-after-cursor as one row comparison, which PostgreSQL turns into an index range bound.
const likedAfter = (after: Keyset) =>
  sql`(${likes.createdAt}, ${likes.userId}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;

/**
 * What changes the SQL of a page of posts (`postsPageStatement`), everything else being
 * placeholders: the list (a topic's board, a member's posts, one post), a region board's regions
 * (`boardRegions`: each a branch, the region's own posts or those of no region), whether "my
 * languages" filters it, the kind of viewer and whether a cursor continues it.
 */
interface PostsPageShape {
  list: PostFilter['kind'];
  regions: readonly ('region' | 'none')[] | null;
  languages: boolean;
  viewer: ViewerKind;
  after: boolean;
}

/**
 * The list's part of a page of posts' shape, and the values of its placeholders (`branchesOf`):
 * one switch, so each kind of list names its own.
 */
function listOf(filter: PostFilter): {
  shape: Pick<PostsPageShape, 'list' | 'regions' | 'languages'>;
  values: Record<string, unknown>;
} {
  switch (filter.kind) {
    case 'board': {
      const languages = filter.languages?.length ? filter.languages : undefined;
      const regions = boardRegions(filter.region);
      return {
        shape: {
          list: filter.kind,
          regions: regions?.map((region) => (region === null ? 'none' : 'region')) ?? null,
          languages: languages !== undefined,
        },
        values: { category: filter.category, region: filter.region, languages },
      };
    }
    case 'author':
      return {
        shape: { list: filter.kind, regions: null, languages: false },
        values: { userId: filter.userId },
      };
    case 'one':
      return {
        shape: { list: filter.kind, regions: null, languages: false },
        values: { postId: filter.postId },
      };
  }
}

/**
 * The conditions whose union is the list. A region board is "region = R" plus "region is null":
 * two ranges of posts_category_region_created_idx, each read newest first and cut at the page
 * size, then merged — so a page reads at most 2 × (limit + 1) index entries however many posts
 * the topic has (an OR would make PostgreSQL collect and sort every matching post). "My
 * languages" (posts in one of them, or whose language is unknown: too short to tell, so a member
 * never misses a post for want of a detected language) sits inside each branch, so each one's
 * LIMIT counts only posts the board shows.
 */
function branchesOf(shape: PostsPageShape): SQL[] {
  switch (shape.list) {
    case 'board': {
      const category = eq(posts.postCategory, sql.placeholder('category'));
      const topic = shape.languages
        ? sql`${category} and (${posts.language} = any(${sql.placeholder('languages')}::text[]) or ${isNull(posts.language)})`
        : category;
      if (!shape.regions) return [topic];
      return shape.regions.map((region) =>
        region === 'none'
          ? sql`${topic} and ${isNull(posts.region)}`
          : sql`${topic} and ${eq(posts.region, sql.placeholder('region'))}`,
      );
    }
    case 'author':
      return [eq(posts.userId, sql.placeholder('userId'))];
    case 'one':
      return [eq(posts.id, sql.placeholder('postId'))];
  }
}

/** The key of a page of posts' statement: one per `PostsPageShape`. */
const postsPageKey = (shape: PostsPageShape) =>
  [
    shape.list,
    ...(shape.regions ?? []),
    shape.languages ? 'languages' : 'all',
    shape.viewer,
    shape.after ? 'after' : 'first',
  ].join('_');

/**
 * `listPosts`' query, prepared once per shape: a board's, a member's and a post's page were the
 * node's dearest reads while their query was built on every request (issue 12).
 */
const postsPageStatement = preparedShapes(
  'posts_page',
  postsPageKey,
  (db: Executor, shape: PostsPageShape) => {
    const viewer = preparedViewerOf(shape.viewer);
    // The viewer's condition sits inside each branch so the LIMIT counts only visible posts.
    const pagePosts = (where: SQL) =>
      db
        .select(postColumns)
        .from(posts)
        .where(
          and(
            where,
            postVisibleTo(viewer),
            shape.after ? pastCursor(posts.createdAt, posts.id, 'newest first') : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(sql.placeholder('take'));
    const [first, second] = branchesOf(shape);
    if (!first) throw new Error('a page of posts needs a condition');
    const page = (second ? pagePosts(first).unionAll(pagePosts(second)) : pagePosts(first)).as(
      'page',
    );
    const likedByUser = viewer.actor
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.postId} = ${page.id} and ${likes.userId} = ${viewer.actor.id}::uuid)`
      : sql<boolean>`false`;
    // The inner FROM names "users" again: there it is the comment's author.
    const firstComments = sql<
      CommentJson[]
    >`(select coalesce(json_agg(c order by c."createdAt", c.id), '[]'::json) from (
      select ${comments.id} as id, ${comments.postId} as "postId", ${comments.userId} as "userId",
        ${comments.content} as content, ${comments.createdAt} as "createdAt",
        ${comments.editedAt} as "editedAt", ${comments.language} as language,
        ${comments.removedAt} as "removedAt", ${comments.removedReason} as "removedReason",
        ${users.name} as "authorName", ${users.avatarUrl} as "authorAvatarUrl"
      from ${comments} inner join ${users} on ${users.id} = ${comments.userId}
      where ${comments.postId} = ${page.id} and ${commentVisibleTo(viewer) ?? sql`true`}
      order by ${comments.createdAt}, ${comments.id} limit ${sql.placeholder('perPost')}) c)`;
    return db
      .select({
        id: page.id,
        userId: page.userId,
        title: page.title,
        content: page.content,
        postCategory: page.postCategory,
        region: page.region,
        createdAt: page.createdAt,
        editedAt: page.editedAt,
        language: page.language,
        removedAt: page.removedAt,
        removedReason: page.removedReason,
        authorName: users.name,
        authorAvatarUrl: users.avatarUrl,
        authorStatusBadge: users.statusBadge,
        likeCount: page.likeCount,
        likedByUser,
        commentCount: page.commentCount,
        comments: firstComments,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.userId))
      .orderBy(desc(page.createdAt), desc(page.id))
      .limit(sql.placeholder('take'));
  },
);

/**
 * `memberOverlay`'s query, asked on every board page a member reads: prepared once. Which of the
 * page's posts the member liked, and whether the member blocked anyone or was blocked by anyone at
 * all (two index probes): most members never were, and only for those who were does the page's
 * list of authors go to the database (`blockedAmong`); a list of ids is the dearest part of a
 * small query to send (on PGlite a page's 20 authors cost about a fifth of its signed-in request).
 * The ids go as one array parameter, so it has one shape whatever their count.
 */
const memberOverlay = preparedOnce('member_overlay', (db: Executor) => {
  const member = sql`${sql.placeholder('memberId')}::uuid`;
  // Arrays as parameters, which a generic plan reads once; `string_to_array` of a text parameter
  // was evaluated again for each like of the member the plan filtered (issue 12).
  const postList = sql`${sql.placeholder('postIds')}::uuid[]`;
  return db
    .select({
      liked: sql<string[]>`(select coalesce(json_agg(${likes.postId}), '[]'::json) from ${likes}
        where ${likes.userId} = ${member} and ${likes.postId} = any(${postList}))`,
      blocksAny: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${member})
        or exists (select 1 from ${blocks} where ${blocks.blockedId} = ${member})`,
    })
    .from(sql`(select 1) as "one"`);
});

/** Whether the member and any of the members listed blocked one another, either way. */
const blockedAmong = preparedOnce('blocked_among', (db: Executor) => {
  const member = sql`${sql.placeholder('memberId')}::uuid`;
  const memberList = sql`${sql.placeholder('memberIds')}::uuid[]`;
  return db
    .select({
      blocked: sql<boolean>`exists (select 1 from ${blocks} where
        (${blocks.blockerId} = ${member} and ${blocks.blockedId} = any(${memberList}))
        or (${blocks.blockedId} = ${member} and ${blocks.blockerId} = any(${memberList})))`,
    })
    .from(sql`(select 1) as "one"`);
});

/** Comments with their author's name and picture, where `where` holds. */
const commentsWithAuthor = (db: Executor, where: SQL | undefined) =>
  db
    .select({ ...commentColumns, authorName: users.name, authorAvatarUrl: users.avatarUrl })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where);

/**
 * `findPost`'s query, asked before every like, comment page and post page: prepared once per kind
 * of viewer (building a query cost more of the node's time than PostgreSQL took to answer it).
 */
const findPostStatement = preparedShapes(
  'find_post',
  (kind: ViewerKind) => kind,
  (db: Executor, kind) =>
    db
      .select(postAccessOf(preparedViewerOf(kind)))
      .from(posts)
      .where(eq(posts.id, sql.placeholder('postId')))
      .limit(1),
);

/** `findComment`'s query (before a comment's edit or deletion), prepared once per kind of viewer. */
const commentStatement = preparedShapes(
  'find_comment',
  (kind: ViewerKind) => kind,
  (db: Executor, kind) => {
    const viewer = preparedViewerOf(kind);
    return commentsWithAuthor(
      db,
      and(
        eq(comments.id, sql.placeholder('commentId')),
        commentVisibleTo(viewer),
        sql`exists (select 1 from ${posts} where ${posts.id} = ${comments.postId} and ${postVisibleTo(viewer) ?? sql`true`})`,
      ),
    ).limit(1);
  },
);

/** `uncountComment`'s statement: built once per transaction, parsed once per connection. */
const uncountCommentStatement = preparedOnce('uncount_comment', (db: Executor) =>
  db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} - 1` })
    .where(eq(posts.id, sql.placeholder('postId'))),
);

/** `listComments`' query, prepared once per kind of viewer, for the first page and the next. */
const commentsPageStatement = preparedShapes(
  'comments_page',
  ({ kind, after }: { kind: ViewerKind; after: boolean }) => `${kind}_${after ? 'after' : 'first'}`,
  (db: Executor, { kind, after }) =>
    commentsWithAuthor(
      db,
      and(
        eq(comments.postId, sql.placeholder('postId')),
        commentVisibleTo(preparedViewerOf(kind)),
        after ? pastCursor(comments.createdAt, comments.id, 'oldest first') : undefined,
      ),
    )
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(sql.placeholder('take')),
);

/**
 * A column of a write's "target" CTE (the post it reads first), named with the CTE: Drizzle names
 * an aliased column alone.
 */
const targetColumn = (column: string) => sql`"target".${sql.identifier(column)}`;

/** The post's `PostAccess` as a write's answer reads it back from its "target" CTE. */
const targetAccess = <U extends AnyColumn, L extends AnyColumn>(target: {
  userId: U;
  likeCount: L;
}) => ({
  userId: target.userId,
  likeCount: target.likeCount,
  visible: sql<boolean>`${targetColumn('visible')}`,
  blockedWithViewer: sql<boolean>`${targetColumn('blocked_with_viewer')}`,
});

/** A comment to write (`insertComments`): its new id, where, by whom, and its text. */
export interface NewComment {
  id: string;
  /** The id of the post author's notification, written unless they comment on their own post. */
  notificationId: string;
  postId: string;
  actor: Actor;
  content: string;
  language: string | null;
}

/** What writing a comment did (`insertComments`). */
export interface WrittenComment {
  post: PostAccess;
  /** Null when the post is hidden from the member or a block stands between (nothing written). */
  comment: CommentItem | null;
  /** Null when nobody was notified (a comment on one's own post). */
  notification: { id: string; recipientId: string } | null;
}

/**
 * Members' comments in ONE statement, however many (a write's round trips and building its query
 * were most of its cost, issue 12), prepared once per database; the items are arrays in step. For
 * each: reads what the commenting policy and the 404 need of the post, and only when the post is
 * visible to the member (by their role's rule) and no block stands between them, inserts the
 * comment, counts it on the post, notifies the post's author (the notifications module's
 * `commentNotification`) and reads the comment back with its author. Comments on one post are
 * 1 ms apart in the items' order, so they keep it.
 */
const commentsStatement = preparedOnce('insert_comments', (db: Executor) => {
  const item = (column: string) => sql`"item".${sql.identifier(column)}`;
  const items = sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('postIds')}::uuid[], ${sql.placeholder('actorIds')}::uuid[], ${sql.placeholder('admins')}::boolean[], ${sql.placeholder('contents')}::text[], ${sql.placeholder('languages')}::text[], ${sql.placeholder('notificationIds')}::uuid[]) with ordinality as "item"("id", "post_id", "actor_id", "admin", "content", "language", "notification_id", "n")`;
  const now = sql.placeholder('now');
  const viewerAs = (role: Role): PreparedViewer => ({ actor: { id: item('actor_id'), role }, now });
  const visibleAs = (role: Role) => postVisibleTo(viewerAs(role)) ?? sql`true`;
  const target = db.$with('target').as(
    db
      .select({
        n: sql<number>`${item('n')}`.mapWith(Number).as('n'),
        id: sql<string>`${item('id')}`.as('id'),
        postId: sql<string>`${item('post_id')}`.as('post_id'),
        actorId: sql<string>`${item('actor_id')}`.as('actor_id'),
        content: sql<string>`${item('content')}`.as('content'),
        language: sql<string | null>`${item('language')}`.as('language'),
        notificationId: sql<string>`${item('notification_id')}`.as('notification_id'),
        userId: posts.userId,
        likeCount: posts.likeCount,
        visible:
          sql<boolean>`case when ${item('admin')} then ${visibleAs('admin')} else ${visibleAs('member')} end`.as(
            'visible',
          ),
        blockedWithViewer: sql<boolean>`${isBlockedBetween(posts.userId, item('actor_id'))}`.as(
          'blocked_with_viewer',
        ),
      })
      .from(items)
      .leftJoin(posts, eq(posts.id, item('post_id'))),
  );
  // The policy's condition (see commentingPolicy) and the visibility rule, on the row read.
  const inserted = db
    .$with('inserted', commentColumns)
    .as(
      sql`insert into ${comments} ("id", "post_id", "user_id", "content", "language", "created_at") select ${targetColumn('id')}, ${targetColumn('post_id')}, ${targetColumn('actor_id')}, ${targetColumn('content')}, ${targetColumn('language')}, now() + (row_number() over (partition by ${targetColumn('post_id')} order by ${targetColumn('n')}) - 1) * interval '1 millisecond' from ${target} where ${target.userId} is not null and ${targetColumn('visible')} and not ${targetColumn('blocked_with_viewer')} returning *`,
    );
  // The posts' rows locked in the order of their ids: two batches at once (on two nodes) then
  // wait for each other's locks instead of deadlocking.
  const locked = db
    .$with('locked', { id: posts.id })
    .as(
      sql`select ${posts.id}, "added"."count" from ${posts} join (select "post_id", count(*) as "count" from ${inserted} group by "post_id") as "added" on ${posts.id} = "added"."post_id" order by ${posts.id} for no key update of ${posts}`,
    );
  // Unreferenced, it still runs: PostgreSQL executes every data-modifying WITH.
  const counted = db
    .$with('counted', { id: posts.id })
    .as(
      sql`update ${posts} set "comment_count" = ${posts.commentCount} + ${locked}."count" from ${locked} where ${posts.id} = ${locked}."id" returning ${posts.id}`,
    );
  const notified = commentNotification(db, {
    from: sql`${inserted} join ${target} on ${targetColumn('id')} = ${inserted.id}`,
    id: targetColumn('notification_id'),
    recipientId: sql`${target.userId}`,
    actorId: sql`${inserted.userId}`,
    postId: sql`${inserted.postId}`,
    commentId: sql`${inserted.id}`,
    at: now,
  });
  return db
    .with(target, inserted, locked, counted, notified)
    .select({
      ...targetAccess(target),
      comment: {
        id: inserted.id,
        postId: inserted.postId,
        userId: inserted.userId,
        content: inserted.content,
        createdAt: inserted.createdAt,
        editedAt: inserted.editedAt,
        language: inserted.language,
        removedAt: inserted.removedAt,
        removedReason: inserted.removedReason,
        authorName: users.name,
        authorAvatarUrl: users.avatarUrl,
      },
      notificationId: notified.id,
      notifiedId: notified.recipientId,
    })
    .from(target)
    .leftJoin(inserted, sql`${inserted.id} = ${targetColumn('id')}`)
    .leftJoin(users, eq(users.id, inserted.userId))
    .leftJoin(notified, eq(notified.commentId, inserted.id))
    .orderBy(targetColumn('n'));
});

/** A like to set (`setLike`): on which post, by whom, to which state. */
export interface LikeChange {
  postId: string;
  actor: Actor;
  /** True: liked; false: not liked; undefined: the other way round from now. */
  wanted: boolean | undefined;
  /** The id of the post author's notification, if the like starts a new one. */
  notificationId: string;
  now: Date;
}

/** What setting a like did (`setLike`). */
export interface LikeOutcome {
  post: PostAccess;
  /** Whether the member likes the post now. */
  liked: boolean;
  /**
   * The post's like count after the like was added or removed; null when it already was as
   * wanted (the statement's snapshot may predate the like that made it so: `readLikeCount`).
   */
  likeCount: number | null;
  /** Null when nobody was notified (no new like, or a like of one's own post). */
  notification: { id: string; recipientId: string } | null;
}

/**
 * A member's like in ONE statement (a like took seven round trips before, issue 12), prepared once
 * per role: reads what the 404 needs of the post and, only when the member sees it, removes the
 * like (to take it back, or to toggle one that exists), else adds it (to like, or to toggle one
 * that does not exist; the primary key settles two at once), moves the post's counter by what
 * changed, and notifies the post's author of a new like (the notifications module's
 * `likeNotification`).
 */
const likeStatement = preparedShapes(
  'set_like',
  (role: Role) => role,
  (db: Executor, role: Role) => {
    const postId = sql`${sql.placeholder('postId')}::uuid`;
    const memberId = sql`${sql.placeholder('viewerId')}::uuid`;
    const wanted = sql`${sql.placeholder('wanted')}::boolean`;
    const target = db.$with('target').as(
      db
        .select(postAccessOf(preparedViewerOf(role)))
        .from(posts)
        .where(eq(posts.id, postId)),
    );
    const seen = sql`exists (select 1 from ${target} where ${targetColumn('visible')})`;
    const removed = db
      .$with('removed', { postId: likes.postId })
      .as(
        sql`delete from ${likes} where ${likes.postId} = ${postId} and ${likes.userId} = ${memberId} and ${wanted} is not true and ${seen} returning "post_id"`,
      );
    const added = db
      .$with('added', { postId: likes.postId })
      .as(
        sql`insert into ${likes} ("post_id", "user_id") select ${postId}, ${memberId} where ${seen} and (${wanted} or (${wanted} is null and not exists (select 1 from ${removed}))) on conflict do nothing returning "post_id"`,
      );
    const change = sql`(select count(*) from ${added}) - (select count(*) from ${removed})`;
    const counted = db
      .$with('counted', { likeCount: posts.likeCount })
      .as(
        sql`update ${posts} set "like_count" = ${posts.likeCount} + (${change})::integer where ${posts.id} = ${postId} and (${change}) <> 0 returning ${posts.likeCount}`,
      );
    const notified = likeNotification(db, {
      from: sql`${added} cross join ${target}`,
      id: sql`${sql.placeholder('notificationId')}::uuid`,
      recipientId: targetColumn('user_id'),
      actorId: memberId,
      postId,
      at: sql.placeholder('now'),
    });
    return db
      .with(target, removed, added, counted, notified)
      .select({
        ...targetAccess(target),
        removed: sql<boolean>`exists (select 1 from ${removed})`,
        added: sql<boolean>`exists (select 1 from ${added})`,
        countAfter: sql<number | null>`(select ${counted.likeCount} from ${counted})`,
        notificationId: notified.id,
        notifiedId: notified.recipientId,
      })
      .from(target)
      .leftJoin(notified, sql`true`);
  },
);

/** All SQL about posts, their comments and their likes (one aggregate). */
export function postsRepository(db: Executor) {
  return {
    /**
     * One page of the posts the viewer sees, with author, counts, the viewer's like and the first
     * `perPost` comments the viewer sees (oldest first), in ONE query whatever the page size: the
     * counts are columns of the post row, the viewer's like is one primary key lookup per page
     * row, and the comments are read per post from comments_post_created_idx until it has
     * `perPost`, as JSON (one round trip to the database instead of two).
     */
    async listPosts(
      filter: PostFilter,
      after: Keyset | undefined,
      take: number,
      perPost: number,
      viewer: Viewer,
    ): Promise<PostWithComments[]> {
      const list = listOf(filter);
      const rows = await postsPageStatement(
        db,
        { ...list.shape, viewer: viewerKindOf(viewer), after: after !== undefined },
        { ...list.values, ...viewerValues(viewer), ...cursorValues(after), take, perPost },
      );
      return rows.map((row) => ({ ...row, comments: row.comments.map(fromJson) }));
    },

    /**
     * What a member's view of a page read for visitors changes: which of `postIds` they liked, and
     * whether they and any of `memberIds` (the page's authors) blocked one another either way (then
     * the page is not theirs: `visibleTo` hides that member's content). One query, and a second
     * one only for a member with a block either way (`memberOverlay`).
     */
    async memberOverlay(
      memberId: string,
      postIds: readonly string[],
      memberIds: readonly string[],
    ): Promise<{ liked: Set<string>; blocked: boolean }> {
      const [row] = await memberOverlay(db, { memberId, postIds });
      const blocked = row?.blocksAny
        ? ((await blockedAmong(db, { memberId, memberIds }))[0]?.blocked ?? false)
        : false;
      return { liked: new Set(row?.liked), blocked };
    },

    /** A page of the comments of one post that the viewer sees, oldest first. */
    async listComments(
      postId: string,
      viewer: Viewer,
      after: Keyset | undefined,
      take: number,
    ): Promise<CommentItem[]> {
      return commentsPageStatement(
        db,
        { kind: viewerKindOf(viewer), after: after !== undefined },
        {
          postId,
          ...viewerValues(viewer),
          ...cursorValues(after),
          take,
        },
      );
    },

    /** The comment when the viewer sees both it and its post, else null. */
    async findComment(commentId: string, viewer: Viewer): Promise<CommentItem | null> {
      const rows = await commentStatement(db, viewerKindOf(viewer), {
        commentId,
        ...viewerValues(viewer),
      });
      return rows[0] ?? null;
    },

    /**
     * The post with what the viewer may see of it (null when there is no such post), so an
     * action can tell a missing or hidden post (404) from a block between the two (403).
     */
    async findPost(postId: string, viewer: Viewer): Promise<PostAccess | null> {
      const rows = await findPostStatement(db, viewerKindOf(viewer), {
        postId,
        ...viewerValues(viewer),
      });
      return rows[0] ?? null;
    },

    /** The post's title, text and language (whoever may see it: callers check access). */
    async findPostText(postId: string): Promise<PostText | null> {
      const rows = await db
        .select({ title: posts.title, content: posts.content, language: posts.language })
        .from(posts)
        .where(eq(posts.id, postId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Inserts a post and returns it as a list shows it, read from the insert itself. */
    async insertPost(post: NewPost): Promise<PostListItem> {
      const rows = await db.insert(posts).values(post).returning(postColumns);
      const row = rows[0];
      if (!row) throw new Error('insert into posts returned no row');
      const [author] = await db
        .select({
          authorName: users.name,
          authorAvatarUrl: users.avatarUrl,
          authorStatusBadge: users.statusBadge,
        })
        .from(users)
        .where(eq(users.id, post.userId));
      if (!author) throw new Error('the author of a new post does not exist');
      return { ...row, ...author, likedByUser: false };
    },

    /** Inserts a post with a known id and time unless that id exists (idempotent seeding). */
    async importPost(
      post: Omit<NewPost, 'language'> & {
        id: string;
        createdAt: Date;
        language?: string | null | undefined;
      },
    ): Promise<void> {
      await db.insert(posts).values(post).onConflictDoNothing({ target: posts.id });
    },

    /** Inserts a comment with a known id and time unless that id exists (idempotent seeding). */
    async importComment(comment: {
      id: string;
      postId: string;
      userId: string;
      content: string;
      createdAt: Date;
      language?: string | null | undefined;
    }): Promise<void> {
      await db.insert(comments).values(comment).onConflictDoNothing({ target: comments.id });
    },

    /** Deletes the post; its comments and likes go with it (foreign keys cascade). */
    async deletePost(postId: string): Promise<void> {
      await db.delete(posts).where(eq(posts.id, postId));
    },

    /** Its author's new title, text and language, marked edited at `editedAt`. */
    async updatePost(
      postId: string,
      change: { title: string; content: string; language: string | null },
      editedAt: Date,
    ): Promise<void> {
      await db
        .update(posts)
        .set({ ...change, editedAt })
        .where(eq(posts.id, postId));
    },

    /** Its author's new text and its language, marked edited at `editedAt`. */
    async updateComment(
      commentId: string,
      change: { content: string; language: string | null },
      editedAt: Date,
    ): Promise<void> {
      await db
        .update(comments)
        .set({ ...change, editedAt })
        .where(eq(comments.id, commentId));
    },

    /**
     * The comments in ONE statement, which commits by itself (`commentsStatement`): what each
     * did, in the items' order; null for an item whose post does not exist.
     */
    async insertComments(
      items: readonly NewComment[],
      now: Date,
    ): Promise<(WrittenComment | null)[]> {
      const rows = await commentsStatement(db, {
        ids: items.map((c) => c.id),
        postIds: items.map((c) => c.postId),
        actorIds: items.map((c) => c.actor.id),
        admins: items.map((c) => c.actor.role === 'admin'),
        contents: items.map((c) => c.content),
        languages: items.map((c) => c.language),
        notificationIds: items.map((c) => c.notificationId),
        now: now.toISOString(),
      });
      // Left-joined, the post's columns are all null when it does not exist, else all set.
      return rows.map(({ comment, notificationId, notifiedId, userId, likeCount, ...post }) =>
        userId === null || likeCount === null
          ? null
          : {
              post: { ...post, userId, likeCount },
              // Left-joined, the comment's columns are all null when nothing was inserted.
              comment: comment.id === null ? null : (comment as CommentItem),
              notification:
                notificationId === null || notifiedId === null
                  ? null
                  : { id: notificationId, recipientId: notifiedId },
            },
      );
    },

    /** Deletes the comment; false when it was already gone. */
    async deleteComment(commentId: string): Promise<boolean> {
      const rows = await db
        .delete(comments)
        .where(eq(comments.id, commentId))
        .returning({ id: comments.id });
      return rows.length > 0;
    },

    /** Sets the member's like of the post (`likeStatement`); null when the post does not exist. */
    async setLike(change: LikeChange): Promise<LikeOutcome | null> {
      const [result] = await likeStatement(db, change.actor.role, {
        postId: change.postId,
        viewerId: change.actor.id,
        wanted: change.wanted ?? null,
        notificationId: change.notificationId,
        now: change.now.toISOString(),
      });
      if (!result) return null;
      const { removed, added, countAfter, notificationId, notifiedId, ...post } = result;
      return {
        post,
        liked: change.wanted ?? !removed,
        likeCount: removed || added ? countAfter : null,
        notification:
          notificationId === null || notifiedId === null
            ? null
            : { id: notificationId, recipientId: notifiedId },
      };
    },

    /**
     * Takes a deleted comment off its post's count. Call it in the transaction that deleted the
     * row, and only when one really was; the row lock this takes also queues concurrent changes.
     */
    async uncountComment(postId: string): Promise<void> {
      await uncountCommentStatement(db, { postId });
    },

    /** Adds the like, unless it exists (imports; a member's like is `setLike`). */
    async insertLike(postId: string, userId: string): Promise<void> {
      await db.insert(likes).values({ postId, userId }).onConflictDoNothing();
    },

    /** The post's like counter, or null when the post does not exist. */
    async readLikeCount(postId: string): Promise<number | null> {
      const rows = await db
        .select({ likeCount: posts.likeCount })
        .from(posts)
        .where(eq(posts.id, postId));
      return rows[0]?.likeCount ?? null;
    },

    /** Recomputes a post's counters from its rows (after bulk imports). */
    async recount(postId: string): Promise<void> {
      await db
        .update(posts)
        .set({
          likeCount: sql`(select count(*) from ${likes} where ${likes.postId} = ${posts.id})`,
          commentCount: sql`(select count(*) from ${comments} where ${comments.postId} = ${posts.id})`,
        })
        .where(eq(posts.id, postId));
    },

    /** A page of who liked the post, oldest like first. */
    async listLikes(postId: string, after: Keyset | undefined, take: number): Promise<LikeItem[]> {
      const where = eq(likes.postId, postId);
      return db
        .select({ userId: likes.userId, createdAt: likes.createdAt })
        .from(likes)
        .where(after ? and(where, likedAfter(after)) : where)
        .orderBy(asc(likes.createdAt), asc(likes.userId))
        .limit(take);
    },
  };
}
