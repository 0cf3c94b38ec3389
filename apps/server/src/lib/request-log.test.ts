import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it('hides the tokens of mail links, wherever they stand in the query', () => {
    expect(loggableUrl('/api/mail/unsubscribe?token=abc-DEF_123')).toBe(
      '/api/mail/unsubscribe?token=[redacted]',
    );
    expect(loggableUrl('/auth/reset?from=mail&token=abc&x=1')).toBe(
      '/auth/reset?from=mail&token=[redacted]&x=1',
    );
  });

  it('leaves other URLs alone', () => {
    expect(loggableUrl('/api/posts?cursor=abc&limit=10')).toBe('/api/posts?cursor=abc&limit=10');
    expect(loggableUrl('/api/search?q=token')).toBe('/api/search?q=token');
  });
});
