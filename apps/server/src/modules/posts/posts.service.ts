import {
  type CreatePostBody,
  DELETED_MEMBER,
  type PageQuery,
  POST_LIMITS,
  POST_MESSAGES,
  type PostsQuery,
  type UpdatePostBody,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { seesWhatVisitorsSee, type Viewer } from '../../db/visibility';
import { withStatement, withTransaction } from '../../events/transaction';
import { notFound } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite } from '../../lib/language-detect';
import type { Actor } from '../../lib/policy';
import { userExists } from '../users';
import { postPolicy } from './posts.policy';
import { type PostFilter, type PostWithComments, postsRepository } from './posts.repository';

export type { PostWithComments } from './posts.repository';

/** Board posts: the boards, members' post lists, single posts, publishing, editing, deleting. */
export function postsService(ctx: Pick<ServiceContext, 'db' | 'events' | 'clock'>) {
  const viewerOf = (actor: Actor | null): Viewer => ({ actor, now: ctx.clock.now() });

  /**
   * A page of the posts the viewer sees, with everything a board shows (their first comments
   * included): one query, whatever the page size.
   */
  async function listPage(
    filter: PostFilter,
    page: PageQuery,
    viewer: Viewer,
  ): Promise<Page<PostWithComments>> {
    const rows = await postsRepository(ctx.db).listPosts(
      filter,
      decodeCursor(page.cursor),
      page.limit + 1,
      POST_LIMITS.embeddedComments,
      viewer,
    );
    return pageOf(rows, page.limit);
  }

  /** The post as a board shows it, when the viewer sees it; 404 otherwise. */
  async function readPost(postId: string, viewer: Viewer): Promise<PostWithComments> {
    const { items } = await listPage({ kind: 'one', postId }, { limit: 1 }, viewer);
    const post = items[0];
    if (!post) throw notFound(POST_MESSAGES.postNotFound);
    return post;
  }

  /**
   * A page read for visitors as the member sees it (their likes marked), or null when it shows a
   * member blocked with them: one small query instead of the page's.
   */
  async function asMemberSeesIt(
    page: Page<PostWithComments>,
    memberId: string,
  ): Promise<Page<PostWithComments> | null> {
    if (page.items.length === 0) return page;
    const authors = new Set(
      page.items.flatMap((p) => [p.userId, ...p.comments.map((c) => c.userId)]),
    );
    const { liked, blocked } = await postsRepository(ctx.db).memberOverlay(
      memberId,
      page.items.map((p) => p.id),
      [...authors],
    );
    if (blocked) return null;
    // Nothing of theirs to mark: the visitors' page itself (the route may then send its body).
    if (liked.size === 0) return page;
    return {
      ...page,
      items: page.items.map((p) => (liked.has(p.id) ? { ...p, likedByUser: true } : p)),
    };
  }

  return {
    /**
     * A board page: one topic; with a region, that region's posts and the region-less ones. For a
     * member, `visitorsPage` (the same page as visitors see it, from the boards' shared cache)
     * spares the page's query: their page is that one with their likes, unless it shows a member
     * blocked with them; then, and for admins, their page is read for them.
     */
    async listBoard(
      query: PostsQuery,
      actor: Actor | null,
      visitorsPage?: () => Promise<Page<PostWithComments>>,
    ): Promise<Page<PostWithComments>> {
      const viewer = viewerOf(actor);
      if (visitorsPage && seesWhatVisitorsSee(viewer)) {
        const page = await asMemberSeesIt(await visitorsPage(), viewer.actor.id);
        if (page) return page;
      }
      return listPage(
        {
          kind: 'board',
          category: query.category,
          region: query.region,
          languages: query.languages,
        },
        query,
        viewer,
      );
    },

    /**
     * A member's posts that the viewer sees, newest first; 404 when the member does not exist.
     * A page with posts shows that the member exists (a post goes with its author's account, or
     * passes to "Deleted member", whose profile is nobody's), so only an empty page asks for the
     * member: one query, not two, for a profile with posts (issue 12).
     */
    async listByAuthor(
      userId: string,
      page: PageQuery,
      actor: Actor | null,
    ): Promise<Page<PostWithComments>> {
      if (userId === DELETED_MEMBER.id) throw notFound(USER_MESSAGES.userNotFound);
      const posts = await listPage({ kind: 'author', userId }, page, viewerOf(actor));
      if (posts.items.length === 0 && !(await userExists(ctx.db, userId))) {
        throw notFound(USER_MESSAGES.userNotFound);
      }
      return posts;
    },

    /** One post with its first comments; 404 when it does not exist or the viewer cannot see it. */
    getPost(postId: string, actor: Actor | null): Promise<PostWithComments> {
      return readPost(postId, viewerOf(actor));
    },

    /** Publishes a post by the actor (a payload id naming someone else was refused already). */
    async createPost(
      actor: Actor,
      input: z.output<typeof CreatePostBody>,
    ): Promise<PostWithComments> {
      // One statement, committed by itself: no BEGIN and COMMIT round trips.
      const post = await withStatement(ctx, ['post.created'], async (db, events) => {
        const created = await postsRepository(db).insertPost({
          userId: actor.id,
          title: input.title,
          content: input.content,
          postCategory: input.postCategory,
          region: input.region ?? null,
          language: languageOnWrite(input.language, [input.title, input.content]),
        });
        events.record('post.created', { postId: created.id, authorId: actor.id });
        return created;
      });
      return { ...post, comments: [] };
    },

    /** Its author's new title and text (marked edited); 404 when the actor cannot see the post. */
    async updatePost(
      actor: Actor,
      postId: string,
      input: z.output<typeof UpdatePostBody>,
    ): Promise<PostWithComments> {
      const viewer = viewerOf(actor);
      await withTransaction(ctx, async (tx, events) => {
        const repo = postsRepository(tx);
        const post = await repo.findPost(postId, viewer);
        if (!post?.visible) throw notFound(POST_MESSAGES.postNotFound);
        postPolicy.authorize(actor, 'update', post);
        const before = await repo.findPostText(postId);
        const language = languageOnWrite(
          input.language,
          [input.title, input.content],
          before ? { language: before.language, text: [before.title, before.content] } : undefined,
        );
        await repo.updatePost(
          postId,
          { title: input.title, content: input.content, language },
          viewer.now,
        );
        events.record('post.updated', { postId, authorId: post.userId });
      });
      return readPost(postId, viewer);
    },

    /** Deletes a post (and its comments and likes) when the policy lets the actor. */
    async deletePost(actor: Actor, postId: string): Promise<void> {
      await withTransaction(ctx, async (tx, events) => {
        const repo = postsRepository(tx);
        const post = await repo.findPost(postId, viewerOf(actor));
        if (!post?.visible) throw notFound(POST_MESSAGES.postNotFound);
        postPolicy.authorize(actor, 'delete', post);
        await repo.deletePost(postId);
        events.record('post.deleted', { postId, authorId: post.userId, actorId: actor.id });
      });
    },
  };
}
