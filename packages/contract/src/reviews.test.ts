import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, SaveReviewBody } from './reviews';

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
  it('names the stars as the picker and the list read them', () => {
    expect(REVIEW_MESSAGES.starLabel(1)).toBe('1 star');
    expect(REVIEW_MESSAGES.starLabel(5)).toBe('5 stars');
    expect(REVIEW_MESSAGES.outOfFive(4)).toBe('4 out of 5');
  });
});
