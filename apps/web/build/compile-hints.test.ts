import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, wantsCompileHint } from './compile-hints';

const chunk = (fileName: string, facadeModuleId: string | null, code: string) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    code,
    map: { mappings: 'AAAA;AACA' },
  }) as unknown as OutputChunk;

const mapFile = (fileName: string) =>
  ({
    type: 'asset',
    fileName,
    source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }),
  }) as unknown as OutputAsset;

describe('wantsCompileHint', () => {
  it('names every chunk but the languages’ catalogs', () => {
    expect(wantsCompileHint({ facadeModuleId: '/repo/apps/web/index.html' })).toBe(true);
    expect(
      wantsCompileHint({ facadeModuleId: '/repo/apps/web/src/features/boards/page.tsx' }),
    ).toBe(true);
    // A chunk shared by several modules has no facade.
    expect(wantsCompileHint({ facadeModuleId: null })).toBe(true);
    expect(wantsCompileHint({ facadeModuleId: '/repo/packages/i18n/catalogs/fr.json' })).toBe(
      false,
    );
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line and the source maps one line down', () => {
    const bundle: OutputBundle = {
      'assets/index-1.js': chunk('assets/index-1.js', '/repo/apps/web/index.html', 'a();\nb();'),
      'assets/index-1.js.map': mapFile('assets/index-1.js.map'),
      'assets/shared-2.js': chunk('assets/shared-2.js', null, 'c();'),
    };
    addCompileHints(bundle);
    const entry = bundle['assets/index-1.js'] as OutputChunk;
    expect(entry.code).toBe(`${COMPILE_HINT}\na();\nb();`);
    expect(entry.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
    const map = JSON.parse(String((bundle['assets/index-1.js.map'] as OutputAsset).source));
    expect(map).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
    expect((bundle['assets/shared-2.js'] as OutputChunk).code).toBe(`${COMPILE_HINT}\nc();`);
  });

  it('leaves a catalog and its source map as they are', () => {
    const bundle: OutputBundle = {
      'assets/en-3.js': chunk('assets/en-3.js', '/repo/packages/i18n/catalogs/en.json', 'x;'),
      'assets/en-3.js.map': mapFile('assets/en-3.js.map'),
    };
    addCompileHints(bundle);
    expect((bundle['assets/en-3.js'] as OutputChunk).code).toBe('x;');
    expect((bundle['assets/en-3.js'] as OutputChunk).map?.mappings).toBe('AAAA;AACA');
    expect(JSON.parse(String((bundle['assets/en-3.js.map'] as OutputAsset).source)).mappings).toBe(
      'AAAA;AACA',
    );
  });
});
