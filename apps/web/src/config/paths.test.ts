import { boardTitle, CATEGORIES, MAIL_LINK_PATHS, REGIONS } from '@one-world/contract';
import { createTranslator, type Locale, loadCatalog } from '@one-world/i18n';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  matchBoard,
  type PathEntry,
  paths,
  REDIRECT_PARAM,
  type RouteHandle,
} from './paths';

const translators = {
  en: createTranslator('en', await loadCatalog('en')),
  es: createTranslator('es', await loadCatalog('es')),
  ar: createTranslator('ar', await loadCatalog('ar')),
};
const en = translators.en.t;
const translate = (locale: keyof typeof translators & Locale) => translators[locale].t;

const isEntry = (value: object): value is PathEntry => 'path' in value && 'title' in value;

/** Every entry of the table, however deep it is nested. */
function entries(table: object): PathEntry[] {
  return Object.values(table).flatMap((value: object) =>
    isEntry(value) ? [value] : entries(value),
  );
}

/** A matched route as `useMatches` reports it, for the title lookup. */
const matched = (entry: PathEntry, params: Record<string, string> = {}) => ({
  handle: { title: entry.title } satisfies RouteHandle,
  params,
});

describe('paths', () => {
  it('builds the addresses of pages without parameters from their pattern', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.createPost.href()).toBe('/createpost');
    expect(paths.auth.signUp.href()).toBe('/auth/signup');
    expect(paths.codeOfConduct.href()).toBe('/codeconduct');
    expect(paths.comingSoon.href()).toBe('/commingsoon');
    expect(paths.forms.layout.href()).toBe('/forms/form-layout');
  });

  it('opens mail links at the addresses the server builds them with', () => {
    expect(paths.auth.forgotPassword.href()).toBe('/auth/forgot');
    expect(paths.auth.confirmEmail.href()).toBe(MAIL_LINK_PATHS.confirm);
    expect(paths.auth.resetPassword.href()).toBe(MAIL_LINK_PATHS.reset);
    expect(paths.unsubscribe.href()).toBe(MAIL_LINK_PATHS.unsubscribe);
  });

  it('builds the canonical address of a board', () => {
    expect(paths.board.href('Climate')).toBe('/Climate');
    expect(paths.board.href('Inequality', null)).toBe('/Inequality');
    expect(paths.board.href('Policy', 'MiddleEast')).toBe('/Policy/MiddleEast');
  });

  it('builds profile and article addresses with the id as one segment', () => {
    expect(paths.userProfile.href('b5c0c8e2')).toBe('/userprofile/b5c0c8e2');
    expect(paths.users.href('a/b')).toBe('/users/a%2Fb');
    expect(paths.article.href('a/b')).toBe('/inspiration/a%2Fb');
  });

  it('opens the chats bare or on one conversation', () => {
    expect(paths.chats.href()).toBe('/chats');
    expect(paths.chats.href('c0ffee')).toBe('/chats/c0ffee');
    expect(paths.chats.href('a/b')).toBe('/chats/a%2Fb');
    expect(paths.settings.href()).toBe('/settings');
  });

  it('builds the admin article addresses, with the id as one segment', () => {
    expect(paths.adminArticles.href()).toBe('/admin/articles');
    expect(paths.newArticle.href()).toBe('/admin/articles/new');
    expect(paths.editArticle.href('42')).toBe('/admin/articles/42/edit');
    expect(paths.editArticle.href('a/b')).toBe('/admin/articles/a%2Fb/edit');
  });

  it('signs in without a redirect when there is nowhere special to come back to', () => {
    expect(paths.auth.signIn.href()).toBe('/auth/signin');
    expect(paths.auth.signIn.href('')).toBe('/auth/signin');
    expect(paths.auth.signIn.href('/')).toBe('/auth/signin');
  });

  it('carries the page to come back to, encoded, as ?redirect=', () => {
    expect(paths.auth.signIn.href('/profile')).toBe('/auth/signin?redirect=%2Fprofile');
    const href = paths.auth.signIn.href('/Climate/Africa?sort=new&page=2#post-3');
    const url = new URL(href, 'https://oneworld.example');
    expect(url.pathname).toBe(paths.auth.signIn.path);
    expect(url.searchParams.get(REDIRECT_PARAM)).toBe('/Climate/Africa?sort=new&page=2#post-3');
  });

  it('builds the report address with what is reported', () => {
    expect(paths.report.href()).toBe('/report');
    expect(paths.report.href({ kind: 'post', targetId: 'p1', userId: 'u1' })).toBe(
      '/report?kind=post&targetId=p1&userId=u1',
    );
    expect(paths.report.href({ kind: 'user', targetId: 'u 1' })).toBe(
      '/report?kind=user&targetId=u+1',
    );
  });

  it('names the post of a reported comment in the report address', () => {
    expect(paths.report.href({ kind: 'comment', targetId: 'c1', postId: 'p1' })).toBe(
      '/report?kind=comment&targetId=c1&postId=p1',
    );
  });

  it('builds a post’s address and the search address with its filters', () => {
    expect(paths.post.href('p 1')).toBe('/posts/p%201');
    expect(paths.search.href()).toBe('/search');
    expect(paths.search.href('clean water')).toBe('/search?q=clean+water');
    expect(paths.search.href('water', { category: 'Climate', region: 'Africa' })).toBe(
      '/search?q=water&category=Climate&region=Africa',
    );
  });

  it('gives every route its own pattern', () => {
    const patterns = entries(paths).map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('lets every static address win over the board pattern', () => {
    const routes = [...entries(paths), { path: '*', title: 'nav.home' as const }].map((entry) => ({
      path: entry.path,
      entry,
    }));
    for (const entry of entries(paths).filter(({ path }) => !path.includes(':'))) {
      expect(matchRoutes(routes, entry.path)?.at(-1)?.route.entry).toBe(entry);
    }
    expect(matchRoutes(routes, '/inspiration/42')?.at(-1)?.route.entry).toBe(paths.article);
    expect(matchRoutes(routes, '/userprofile/42')?.at(-1)?.route.entry).toBe(paths.userProfile);
    expect(matchRoutes(routes, '/users/42')?.at(-1)?.route.entry).toBe(paths.users);
    expect(matchRoutes(routes, '/posts/42')?.at(-1)?.route.entry).toBe(paths.post);
    expect(matchRoutes(routes, '/chats')?.at(-1)?.route.entry).toBe(paths.chats);
    expect(matchRoutes(routes, '/chats/42')?.at(-1)?.route.entry).toBe(paths.chats);
    expect(matchRoutes(routes, '/admin/articles/new')?.at(-1)?.route.entry).toBe(paths.newArticle);
    expect(matchRoutes(routes, '/admin/articles/42/edit')?.at(-1)?.route.entry).toBe(
      paths.editArticle,
    );
    expect(matchRoutes(routes, '/climate/africa')?.at(-1)?.route.entry).toBe(paths.board);
    expect(matchRoutes(routes, '/auth')?.at(-1)?.route.entry).toBe(paths.board);
    expect(matchRoutes(routes, '/Climate/Africa/more')?.at(-1)?.route.path).toBe('*');
  });
});

describe('matchBoard', () => {
  it('reads the topic and the optional region', () => {
    expect(matchBoard({ category: 'Climate' })).toEqual({ category: 'Climate', region: null });
    expect(matchBoard({ category: 'Climate', region: 'Africa' })).toEqual({
      category: 'Climate',
      region: 'Africa',
    });
  });

  it('accepts every topic and region of the contract', () => {
    for (const category of CATEGORIES) {
      for (const region of REGIONS) {
        expect(matchBoard({ category, region })).toEqual({ category, region });
      }
    }
  });

  it('ignores case, so a wrongly-cased address moves to the canonical one', () => {
    const board = matchBoard({ category: 'POLICY', region: 'middleeast' });
    expect(board).toEqual({ category: 'Policy', region: 'MiddleEast' });
    const climate = matchBoard({ category: 'climate', region: 'africa' });
    expect(climate && paths.board.href(climate.category, climate.region)).toBe('/Climate/Africa');
  });

  it('is no board when a segment is not a topic or not a region', () => {
    expect(matchBoard({ category: 'no-such-page' })).toBeNull();
    expect(matchBoard({ category: 'Africa' })).toBeNull();
    expect(matchBoard({ category: 'Climate', region: 'Mars' })).toBeNull();
    expect(matchBoard({ category: 'Climate', region: '' })).toBeNull();
    expect(matchBoard({})).toBeNull();
  });
});

describe('boardTitle', () => {
  it('names the topic and the region with its label under that topic', () => {
    expect(boardTitle({ category: 'Climate', region: null }, en)).toBe('Climate');
    expect(boardTitle({ category: 'Climate', region: 'Africa' }, en)).toBe('Climate · Africa');
    expect(boardTitle({ category: 'Climate', region: 'Asia' }, en)).toBe('Climate · Asia/Oceania');
    expect(boardTitle({ category: 'Policy', region: 'Asia' }, en)).toBe('Policy · Asia');
  });
});

describe('documentTitle', () => {
  it('is the page name of the matched route and the company', () => {
    expect(documentTitle([matched(paths.home)], en)).toBe('Home · One World');
    expect(documentTitle([matched(paths.codeOfConduct)], en)).toBe('Code of Conduct · One World');
    expect(documentTitle([matched(paths.userProfile, { id: '42' })], en)).toBe(
      'Profile · One World',
    );
    expect(documentTitle([matched(paths.article, { id: '42' })], en)).toBe(
      'Inspiration · One World',
    );
    expect(documentTitle([matched(paths.adminArticles)], en)).toBe('Articles · One World');
    expect(documentTitle([matched(paths.editArticle, { id: '42' })], en)).toBe(
      'Edit article · One World',
    );
  });

  it('names a board from its parameters', () => {
    const board = (params: Record<string, string>) =>
      documentTitle([matched(paths.board, params)], en);
    expect(board({ category: 'Climate', region: 'Africa' })).toBe('Climate · Africa · One World');
    expect(board({ category: 'Policy', region: 'Asia' })).toBe('Policy · Asia · One World');
    expect(board({ category: 'Poverty' })).toBe('Poverty · One World');
    expect(board({ category: 'Climate', region: 'Mars' })).toBe('One World');
  });

  it('takes the deepest route that names its page, past layouts and guards', () => {
    const layout = { handle: undefined, params: {} };
    expect(documentTitle([layout, layout, matched(paths.createPost)], en)).toBe(
      'Create Post · One World',
    );
    expect(documentTitle([layout, { handle: { other: true }, params: {} }], en)).toBe('One World');
    expect(documentTitle([], en)).toBe('One World');
  });
});

describe('titles in other languages', () => {
  it('translates page names and boards', () => {
    expect(documentTitle([matched(paths.codeOfConduct)], translate('es'))).toBe(
      'Código de conducta · One World',
    );
    expect(boardTitle({ category: 'Climate', region: 'Africa' }, translate('es'))).toBe(
      'Clima · África',
    );
    expect(
      documentTitle(
        [matched(paths.board, { category: 'Policy', region: 'Asia' })],
        translate('ar'),
      ),
    ).toBe('السياسات · آسيا · One World');
  });
});
