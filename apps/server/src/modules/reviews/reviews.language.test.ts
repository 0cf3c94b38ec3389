import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { addReview, listReviews, postReview, reviewBody } from './test-helpers';

// Issue 17: a review carries the language it is written in, detected from its title and
// description unless its author names it; replacing the review keeps an author's choice.

let t: TestApp;
let member: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
});
afterAll(() => t.close());

const FRENCH = {
  title: 'Un lieu chaleureux',
  desc: 'On y trouve des discussions sérieuses sur ce qui compte vraiment pour nos quartiers.',
};

describe('the language of a review', () => {
  it('is detected, can be chosen, and a choice stays when the review is replaced', async () => {
    expect((await addReview(t.app, member.cookie, FRENCH)).review.language).toBe('fr');
    expect(
      (await addReview(t.app, member.cookie, { ...FRENCH, language: 'es' })).review.language,
    ).toBe('es');
    // Replaced without naming a language: the author's earlier choice stays.
    const replaced = await addReview(t.app, member.cookie, { ...FRENCH, rating: 5 });
    expect(replaced.review.language).toBe('es');
    expect((await listReviews(t.app)).reviews[0]?.language).toBe('es');
    // Asking for detection again.
    expect(
      (await addReview(t.app, member.cookie, { ...FRENCH, language: null })).review.language,
    ).toBe('fr');
  });

  it('refuses a language that is not a content language', async () => {
    const res = await postReview(t.app, member.cookie, reviewBody({ language: 'french' }));
    expect(res.statusCode).toBe(400);
  });
});
