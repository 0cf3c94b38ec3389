import type { Comment, Post, PostsPage } from '@one-world/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentsQueryKeys } from './get-comments';
import { postFixture } from './post-fixture.test-helpers';
import {
  type BoardData,
  belongsOnBoard,
  type CommentsData,
  findCachedPost,
  postsQueryKeys,
  prependCachedPost,
  removeCachedPost,
  updateCachedComments,
  updateCachedPost,
} from './posts-cache';

const post = postFixture;

function board(...pages: Post[][]): BoardData {
  return {
    pages: pages.map((posts, index): PostsPage => ({ posts, nextCursor: `c${index + 1}` })),
    pageParams: pages.map((_, index) => (index === 0 ? null : `c${index}`)),
  };
}

const climate = postsQueryKeys.board('Climate', null, null);
const climateAfrica = postsQueryKeys.board('Climate', 'Africa', null);
const climateAsia = postsQueryKeys.board('Climate', 'Asia', null);
const poverty = postsQueryKeys.board('Poverty', null, null);

function ids(client: QueryClient, key: readonly unknown[]): string[][] | undefined {
  return client
    .getQueryData<BoardData>(key)
    ?.pages.map((page) => page.posts.map((cached) => cached._id));
}

describe('postsQueryKeys', () => {
  it('puts every board under the shared boards prefix, with the viewer last', () => {
    expect(postsQueryKeys.board('Policy', 'Asia', 'u1')).toEqual([
      ...postsQueryKeys.boards,
      'Policy',
      'Asia',
      'u1',
    ]);
  });

  it('puts the languages of a board filtered to "my languages" after the viewer', () => {
    expect(postsQueryKeys.board('Policy', null, 'u1', ['en', 'es'])).toEqual([
      ...postsQueryKeys.boards,
      'Policy',
      null,
      'u1',
      ['en', 'es'],
    ]);
  });
});

describe('belongsOnBoard', () => {
  it('needs the same topic', () => {
    expect(belongsOnBoard(post('1', 'Climate'), 'Poverty', null)).toBe(false);
    expect(belongsOnBoard(post('1', 'Climate', 'Africa'), 'Poverty', 'Africa')).toBe(false);
  });

  it('puts every post of the topic on the board without a region', () => {
    expect(belongsOnBoard(post('1', 'Climate', null), 'Climate', null)).toBe(true);
    expect(belongsOnBoard(post('1', 'Climate', 'Europe'), 'Climate', null)).toBe(true);
  });

  it('puts posts of that region or of none on a regional board', () => {
    expect(belongsOnBoard(post('1', 'Climate', 'Africa'), 'Climate', 'Africa')).toBe(true);
    expect(belongsOnBoard(post('1', 'Climate', null), 'Climate', 'Africa')).toBe(true);
    expect(belongsOnBoard(post('1', 'Climate', 'Asia'), 'Climate', 'Africa')).toBe(false);
  });
});

describe('findCachedPost', () => {
  it('finds a post on any page of any cached board', () => {
    const client = new QueryClient();
    client.setQueryData(poverty, board([post('p1', 'Poverty')]));
    client.setQueryData(climate, board([post('c1')], [post('c2')]));
    expect(findCachedPost(client, 'c2')).toEqual(post('c2'));
    expect(findCachedPost(client, 'p1')?.postCategory).toBe('Poverty');
  });

  it('is undefined when no board holds the post', () => {
    const client = new QueryClient();
    expect(findCachedPost(client, 'c1')).toBeUndefined();
    client.setQueryData(climate, board([post('c1')]));
    expect(findCachedPost(client, 'missing')).toBeUndefined();
  });
});

describe('findCachedPost on a post’s page', () => {
  it('finds the post its page holds, for whichever viewer', () => {
    const client = new QueryClient();
    client.setQueryData(postsQueryKeys.one('solo', 'u1'), post('solo'));
    expect(findCachedPost(client, 'solo')).toEqual(post('solo'));
    expect(findCachedPost(client, 'other')).toBeUndefined();
  });
});

describe('updateCachedPost', () => {
  it('changes the post on its own page too, and no other post’s page', () => {
    const client = new QueryClient();
    client.setQueryData(postsQueryKeys.one('solo', null), post('solo'));
    client.setQueryData(postsQueryKeys.one('other', null), post('other'));
    client.setQueryData(climate, board([post('solo')]));
    updateCachedPost(client, 'solo', (cached) => ({ ...cached, title: 'Edited' }));
    expect(client.getQueryData<Post>(postsQueryKeys.one('solo', null))?.title).toBe('Edited');
    expect(client.getQueryData<BoardData>(climate)?.pages[0]?.posts[0]?.title).toBe('Edited');
    expect(client.getQueryData<Post>(postsQueryKeys.one('other', null))?.title).toBe('Post other');
  });

  it('changes the post on every board that holds it and leaves the others alone', () => {
    const client = new QueryClient();
    const shared = post('shared', 'Climate', 'Africa');
    client.setQueryData(climate, board([post('c1')], [shared]));
    client.setQueryData(climateAfrica, board([shared, post('c2')]));
    const povertyBoard = board([post('p1', 'Poverty')]);
    client.setQueryData(poverty, povertyBoard);

    updateCachedPost(client, 'shared', (cached) => ({
      ...cached,
      likeCount: cached.likeCount + 1,
      likedByUser: true,
    }));

    expect(client.getQueryData<BoardData>(climate)?.pages[1]?.posts[0]).toMatchObject({
      _id: 'shared',
      likeCount: 1,
      likedByUser: true,
    });
    expect(client.getQueryData<BoardData>(climateAfrica)?.pages[0]?.posts[0]?.likeCount).toBe(1);
    expect(client.getQueryData<BoardData>(climateAfrica)?.pages[0]?.posts[1]?.likeCount).toBe(0);
    expect(client.getQueryData(poverty)).toEqual(povertyBoard);
  });

  it('leaves the previous cache objects untouched so rollbacks and renders stay correct', () => {
    const client = new QueryClient();
    const before = board([post('c1')]);
    client.setQueryData(climate, before);
    updateCachedPost(client, 'c1', (cached) => ({ ...cached, title: 'Changed' }));
    expect(before.pages[0]?.posts[0]?.title).toBe('Post c1');
    expect(client.getQueryData<BoardData>(climate)?.pages[0]?.posts[0]?.title).toBe('Changed');
    expect(client.getQueryData<BoardData>(climate)?.pageParams).toEqual(before.pageParams);
  });
});

describe('removeCachedPost', () => {
  it('drops the post from every page of every board', () => {
    const client = new QueryClient();
    client.setQueryData(climate, board([post('c1'), post('gone')], [post('c2')]));
    client.setQueryData(climateAfrica, board([post('gone')]));
    removeCachedPost(client, 'gone');
    expect(ids(client, climate)).toEqual([['c1'], ['c2']]);
    expect(ids(client, climateAfrica)).toEqual([[]]);
    expect(client.getQueryData<BoardData>(climate)?.pages[0]?.nextCursor).toBe('c1');
  });
});

describe('removeCachedPost on a post’s page', () => {
  it('marks the page and the comments stale without reading them again', () => {
    const client = new QueryClient();
    client.setQueryData(postsQueryKeys.one('gone', 'u1'), post('gone'));
    client.setQueryData(commentsQueryKeys.list('gone', 'u1'), { pages: [], pageParams: [] });
    removeCachedPost(client, 'gone');
    for (const key of [postsQueryKeys.one('gone', 'u1'), commentsQueryKeys.list('gone', 'u1')]) {
      const state = client.getQueryState(key);
      expect(state?.isInvalidated).toBe(true);
      expect(state?.fetchStatus).toBe('idle');
    }
  });
});

const commentFixture = (id: string, content = `Comment ${id}`): Comment => ({
  _id: id,
  content,
  createdAt: '2025-06-15T12:00:00.000Z',
  editedAt: null,
  language: null,
  user: { _id: 'u2', name: 'Bo', img: { secure_url: '/b.svg' } },
  abilities: { update: true, delete: true, report: false },
  removed: null,
});

describe('updateCachedComments', () => {
  it('changes the comments embedded in the post and every page of its lists', () => {
    const client = new QueryClient();
    const withComments = { ...post('p'), comments: [commentFixture('c1'), commentFixture('c2')] };
    client.setQueryData(climate, board([withComments]));
    client.setQueryData(postsQueryKeys.one('p', 'u2'), withComments);
    const list: CommentsData = {
      pages: [
        { comments: [commentFixture('c1')], nextCursor: 'n1' },
        { comments: [commentFixture('c2')], nextCursor: null },
      ],
      pageParams: [null, 'n1'],
    };
    client.setQueryData(commentsQueryKeys.list('p', 'u2'), list);
    const otherList: CommentsData = {
      pages: [{ comments: [commentFixture('c2')], nextCursor: null }],
      pageParams: [null],
    };
    client.setQueryData(commentsQueryKeys.list('q', 'u2'), otherList);

    updateCachedComments(client, 'p', (comments) =>
      comments.map((c) => (c._id === 'c2' ? { ...c, content: 'Edited' } : c)),
    );

    const contents = (comments: Comment[] | undefined) => comments?.map((c) => c.content);
    expect(contents(client.getQueryData<BoardData>(climate)?.pages[0]?.posts[0]?.comments)).toEqual(
      ['Comment c1', 'Edited'],
    );
    expect(contents(client.getQueryData<Post>(postsQueryKeys.one('p', 'u2'))?.comments)).toEqual([
      'Comment c1',
      'Edited',
    ]);
    const pages = client.getQueryData<CommentsData>(commentsQueryKeys.list('p', 'u2'))?.pages;
    expect(pages?.map((page) => contents(page.comments))).toEqual([['Comment c1'], ['Edited']]);
    expect(pages?.map((page) => page.nextCursor)).toEqual(['n1', null]);
    expect(client.getQueryData(commentsQueryKeys.list('q', 'u2'))).toBe(otherList);
  });
});

describe('prependCachedPost', () => {
  it('puts a regional post first on its topic board and its region board only', () => {
    const client = new QueryClient();
    client.setQueryData(climate, board([post('c1')], [post('c2')]));
    client.setQueryData(climateAfrica, board([post('a1', 'Climate', 'Africa')]));
    client.setQueryData(climateAsia, board([post('s1', 'Climate', 'Asia')]));
    client.setQueryData(poverty, board([post('p1', 'Poverty')]));

    prependCachedPost(client, post('new', 'Climate', 'Africa'));

    expect(ids(client, climate)).toEqual([['new', 'c1'], ['c2']]);
    expect(ids(client, climateAfrica)).toEqual([['new', 'a1']]);
    expect(ids(client, climateAsia)).toEqual([['s1']]);
    expect(ids(client, poverty)).toEqual([['p1']]);
  });

  it('puts a post without a region on every board of its topic', () => {
    const client = new QueryClient();
    client.setQueryData(climate, board([post('c1')]));
    client.setQueryData(climateAfrica, board([]));
    client.setQueryData(postsQueryKeys.board('Climate', 'Asia', 'u1'), board([]));
    prependCachedPost(client, post('new'));
    expect(ids(client, climate)).toEqual([['new', 'c1']]);
    expect(ids(client, climateAfrica)).toEqual([['new']]);
    expect(ids(client, postsQueryKeys.board('Climate', 'Asia', 'u1'))).toEqual([['new']]);
  });

  it('puts a post on a board filtered to "my languages" only in one of them or of unknown language', () => {
    const client = new QueryClient();
    const english = postsQueryKeys.board('Climate', null, 'u1', ['en']);
    client.setQueryData(english, board([]));
    prependCachedPost(client, { ...post('es'), language: 'es' });
    prependCachedPost(client, { ...post('en'), language: 'en' });
    prependCachedPost(client, post('unknown'));
    expect(ids(client, english)).toEqual([['unknown', 'en']]);
  });

  it('skips boards that are not loaded yet', () => {
    const client = new QueryClient();
    client.setQueryData(climate, { pages: [], pageParams: [] } satisfies BoardData);
    prependCachedPost(client, post('new'));
    expect(client.getQueryData(climate)).toEqual({ pages: [], pageParams: [] });
    expect(client.getQueryData(climateAfrica)).toBeUndefined();
  });
});
