import { createTranslator, loadCatalog } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from './review-constants';
import { SaveReviewBody } from './reviews';

const valid = { title: 'Good site', desc: 'Useful boards.', rating: 4 };

describe('SaveReviewBody', () => {
  it('trims the texts and keeps a whole rating', () => {
    expect(SaveReviewBody.parse({ ...valid, title: '  Good site  ' })).toMatchObject(valid);
  });

  it.each([0, 6, 2.5, '3', null])('refuses the rating %j', (rating) => {
    const result = SaveReviewBody.safeParse({ ...valid, rating });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rating'],
      message: REVIEW_MESSAGES.ratingRequired,
    });
  });

  it('measures the texts after trimming', () => {
    expect(SaveReviewBody.safeParse({ ...valid, title: '  ab  ' }).success).toBe(false);
    expect(SaveReviewBody.safeParse({ ...valid, desc: '   ' }).success).toBe(false);
    expect(SaveReviewBody.safeParse({ ...valid, title: 'x'.repeat(100) }).success).toBe(true);
    expect(SaveReviewBody.safeParse({ ...valid, desc: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('REVIEW_MESSAGES', () => {
  it('names the stars as the picker and the list read them', async () => {
    const { t } = createTranslator('en', await loadCatalog('en'));
    expect(t(REVIEW_MESSAGES.starLabel, { n: 1 })).toBe('1 star');
    expect(t(REVIEW_MESSAGES.starLabel, { n: 5 })).toBe('5 stars');
    expect(t(REVIEW_MESSAGES.outOfFive, { n: 4 })).toBe('4 out of 5');
    const arabic = createTranslator('ar', await loadCatalog('ar'));
    expect(arabic.t(REVIEW_MESSAGES.starLabel, { n: 2 })).toBe('نجمتان');
  });
});
