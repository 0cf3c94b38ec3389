import { type Notification, notificationText } from '@one-world/contract';
import { createTranslator, loadCatalog } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notification-sentence';

const ana = { _id: 'u1', name: 'Ana', img: { secure_url: '/a.png' } };
const post = { _id: 'p1', title: 'Wells that last' };

const base: Notification = {
  _id: 'n1',
  kind: 'comment',
  actor: ana,
  othersCount: 0,
  post,
  report: null,
  detail: null,
  target: null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const english = createTranslator('en', await loadCatalog('en'));
const spanish = createTranslator('es', await loadCatalog('es'));
const arabic = createTranslator('ar', await loadCatalog('ar'));

const say = (patch: Partial<Notification>, translator = english) => {
  const sentence = notificationSentence({ ...base, ...patch });
  return [notificationText(sentence, translator.t), sentence.href];
};

describe('notificationSentence', () => {
  it('writes a comment, linking to the post', () => {
    expect(say({})).toEqual(['Ana commented on your post “Wells that last”', '/posts/p1']);
  });

  it('counts the others of a grouped like', () => {
    expect(say({ kind: 'like' })[0]).toBe('Ana liked your post “Wells that last”');
    expect(say({ kind: 'like', othersCount: 1 })[0]).toBe(
      'Ana and 1 other liked your post “Wells that last”',
    );
    expect(say({ kind: 'like', othersCount: 12 })[0]).toBe(
      'Ana and 12 others liked your post “Wells that last”',
    );
  });

  it('links a follow to the follower’s profile', () => {
    expect(say({ kind: 'follow', post: null })).toEqual(['Ana followed you', '/userprofile/u1']);
  });

  it('says what a moderator did about a report, without a link', () => {
    const report = { _id: 'r1', title: 'Spam post', status: 'resolved' as const };
    expect(say({ kind: 'report', actor: null, post: null, report, detail: 'removed' })).toEqual([
      'A moderator reviewed your report “Spam post”: the content was removed',
      null,
    ]);
    expect(say({ kind: 'report', actor: null, post: null, report, detail: 'dismissed' })[0]).toBe(
      'A moderator reviewed your report “Spam post”: the report was dismissed',
    );
    expect(say({ kind: 'report', actor: null, post: null, report, detail: 'suspended' })[0]).toBe(
      'A moderator reviewed your report “Spam post”: the member was suspended',
    );
  });

  it('says which content a moderator removed, and why', () => {
    const removal = { kind: 'moderation' as const, actor: null, detail: 'Spam' };
    expect(say({ ...removal, target: 'post' })).toEqual([
      'A moderator removed your post “Wells that last”: Spam',
      null,
    ]);
    expect(say({ ...removal, target: 'comment' })).toEqual([
      'A moderator removed your comment on “Wells that last”: Spam',
      '/posts/p1',
    ]);
    expect(say({ ...removal, target: 'comment', post: null })[0]).toBe(
      'A moderator removed your comment: Spam',
    );
  });

  it('leaves out a post the member may no longer see, and a deleted actor’s name', () => {
    expect(say({ post: null })).toEqual(['Ana commented on your post', null]);
    expect(say({ actor: null })[0]).toBe('Someone commented on your post “Wells that last”');
  });

  it('speaks the reader’s language, with every plural form', () => {
    expect(say({}, spanish)[0]).toBe('Ana comentó tu publicación «Wells that last»');
    expect(say({ kind: 'like', othersCount: 12 }, spanish)[0]).toBe(
      'A Ana y a 12 personas más les gusta tu publicación «Wells that last»',
    );
    const removal = {
      kind: 'moderation' as const,
      actor: null,
      detail: 'Spam',
      target: 'post' as const,
    };
    expect(say(removal, spanish)[0]).toBe(
      'Un moderador eliminó tu publicación «Wells that last»: Spam',
    );
    const liked = (othersCount: number) =>
      say({ kind: 'like', othersCount, post: null }, arabic)[0];
    expect(liked(0)).toBe('نال منشورك إعجاب Ana');
    expect(liked(1)).toBe('نال منشورك إعجاب Ana وشخص آخر');
    expect(liked(2)).toBe('نال منشورك إعجاب Ana وشخصين آخرين');
    // Digits as the Arabic locale writes them here.
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(liked(3)).toBe(`نال منشورك إعجاب Ana و${n(3)} أشخاص آخرين`);
    expect(liked(11)).toBe(`نال منشورك إعجاب Ana و${n(11)} شخصًا آخر`);
  });
});
