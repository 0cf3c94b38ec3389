import { describe, expect, it } from 'vitest';
import { MailToken } from './common';
import { MAIL_TOKEN_PATTERN } from './mail-constants';

describe('MAIL_TOKEN_PATTERN', () => {
  it('accepts exactly what MailToken accepts', () => {
    const samples = [
      'Yk3s0cQm9Zb8u7Xr2Vn4LpTq1WgHjE6dAfKoCiUyNsM',
      'a',
      ' a ',
      '\n\ta b\u00a0',
      '\ufeffa\u2028',
      'x'.repeat(200),
      `  ${'x'.repeat(200)}\n`,
      `${' '.repeat(300)}x`,
      'x'.repeat(201),
      `${'x'.repeat(199)} y`,
      '',
      ' ',
      '\n\t\u00a0\u3000',
    ];
    for (const sample of samples) {
      expect(MAIL_TOKEN_PATTERN.test(sample), JSON.stringify(sample)).toBe(
        MailToken.safeParse(sample).success,
      );
    }
  });
});
