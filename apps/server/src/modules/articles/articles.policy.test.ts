import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { articleImagePolicy, articlePolicy } from './articles.policy';

const member: Actor = { id: 'member', role: 'member' };
const admin: Actor = { id: 'admin', role: 'admin' };
const published = { status: 'published' } as const;
const draft = { status: 'draft' } as const;

// Every role against every action: [viewer, read published, read draft, create, update, delete].
const table: [string, Actor | null, boolean, boolean, boolean, boolean, boolean][] = [
  ['a visitor', null, true, false, false, false, false],
  ['a member', member, true, false, false, false, false],
  ['an admin', admin, true, true, true, true, true],
];

describe('articlePolicy', () => {
  it.each(table)('answers for %s', (_who, actor, readPublished, readDraft, create, update, del) => {
    expect(articlePolicy.can(actor, 'read', published)).toBe(readPublished);
    expect(articlePolicy.can(actor, 'read', draft)).toBe(readDraft);
    for (const article of [published, draft]) {
      expect(articlePolicy.abilities(actor, article)).toMatchObject({
        create,
        update,
        delete: del,
      });
    }
    expect(articleImagePolicy.can(actor, 'upload', 'article-image')).toBe(create);
  });

  it('refuses with a 403 that says why', () => {
    expect(() => articlePolicy.authorize(member, 'read', draft)).toThrow(
      expect.objectContaining({ statusCode: 403, text: 'articles.draftsAdminsOnly' }),
    );
    expect(() => articlePolicy.authorize(member, 'create', published)).toThrow(
      expect.objectContaining({
        statusCode: 403,
        text: 'articles.writeAdminsOnly',
      }),
    );
    expect(() => articlePolicy.authorize(member, 'update', published)).toThrow(
      expect.objectContaining({
        statusCode: 403,
        text: 'articles.editAdminsOnly',
      }),
    );
    expect(() => articlePolicy.authorize(member, 'delete', published)).toThrow(
      expect.objectContaining({
        statusCode: 403,
        text: 'articles.deleteAdminsOnly',
      }),
    );
    expect(() => articleImagePolicy.authorize(member, 'upload', 'article-image')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
