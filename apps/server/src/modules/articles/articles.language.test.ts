import type { ArticleResponse } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { articleBody, writeArticle } from './test-helpers';

// Issue 17: an article carries the language it is written in, detected from its title,
// description and the words (not the markup) of its content, unless the admin names it.

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { name: 'Ada Admin' });
  await makeAdmin(t.app, admin.user._id);
});
afterAll(() => t.close());

const ARABIC = {
  title: 'مدارس تعمل بالطاقة الشمسية',
  desc: 'كيف تحافظ تعاونية محلية على إنارة الفصول بعد غروب الشمس.',
  content:
    '<p>أصبح <strong>الأطفال</strong> يدرسون مساءً بفضل الألواح الشمسية التي ركّبها الأهالي.</p>',
};

describe('the language of an article', () => {
  it('is detected from its words, and an admin’s correction stays through later edits', async () => {
    const article = await writeArticle(t.app, admin.cookie, ARABIC);
    expect(article.language).toBe('ar');

    const put = async (overrides: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/article/${article._id}`,
        headers: { cookie: admin.cookie },
        payload: articleBody({ ...ARABIC, ...overrides }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ArticleResponse>().article;
    };
    expect((await put({ language: 'fa' })).language).toBe('fa');
    expect((await put({ desc: `${ARABIC.desc} شكراً لكم.` })).language).toBe('fa');
    expect((await put({ language: null })).language).toBe('ar');

    const read = await t.app.inject({ method: 'GET', url: `/api/article/${article._id}` });
    expect(read.json().language).toBe('ar');
  });

  it('is English for the English editor body', async () => {
    expect((await writeArticle(t.app, admin.cookie)).language).toBe('en');
  });
});
