import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { withFormatterDataFirst } from './formatter-data-first';

const chunk = (fileName: string, facadeModuleId: string | null) =>
  ({ type: 'chunk', fileName, facadeModuleId, code: '' }) as unknown as OutputChunk;

const html = '<head>\n    <meta charset="UTF-8" />\n    <title>One World</title>\n</head>';

describe('withFormatterDataFirst', () => {
  it('loads the worker’s starter first, under the character set, without holding the page', () => {
    const bundle: OutputBundle = {
      'assets/index-1.js': chunk('assets/index-1.js', '/repo/apps/web/index.html'),
      'assets/formatter-data-aside-2.js': chunk(
        'assets/formatter-data-aside-2.js',
        '/repo/apps/web/src/lib/i18n/formatter-data-aside.ts',
      ),
    };
    expect(withFormatterDataFirst(html, bundle)).toBe(
      '<head>\n    <meta charset="UTF-8" />\n' +
        '    <script type="module" async crossorigin src="/assets/formatter-data-aside-2.js"></script>\n' +
        '    <title>One World</title>\n</head>',
    );
  });

  it('fails the build when the chunk or the character set is missing', () => {
    expect(() => withFormatterDataFirst(html, {})).toThrow(/formatter-data-aside/);
    const bundle: OutputBundle = {
      'assets/a.js': chunk('assets/a.js', '/repo/apps/web/src/lib/i18n/formatter-data-aside.ts'),
    };
    expect(() => withFormatterDataFirst('<head></head>', bundle)).toThrow(/charset/);
  });
});
