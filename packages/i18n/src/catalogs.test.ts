import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from './locales';
import { type Catalog, loadCatalogs } from './messages';

const catalogs = await loadCatalogs();
const english = catalogs.en;
const ids = Object.keys(english).sort();

/** Every argument a message uses, and every plural in it (nested ones included). */
function walk(elements: MessageFormatElement[], args: Set<string>, plurals: string[][]) {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
      args.add(element.value);
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      if (isPluralElement(element)) plurals.push(Object.keys(element.options));
      for (const option of Object.values(element.options)) walk(option.value, args, plurals);
    }
    if ('children' in element && Array.isArray(element.children)) {
      walk(element.children, args, plurals);
    }
  }
}

function analyse(text: string) {
  const args = new Set<string>();
  const plurals: string[][] = [];
  walk(parse(text), args, plurals);
  return { args, plurals };
}

describe.each(LOCALE_CODES)('the %s catalog', (locale) => {
  const catalog = catalogs[locale];

  it('has exactly the ids of the English one', () => {
    const own = Object.keys(catalog).sort();
    expect({
      missing: ids.filter((id) => !(id in catalog)),
      extra: own.filter((id) => !(id in english)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('holds ICU messages using the arguments of the English text, with every plural category', () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [id, text] of Object.entries(catalog)) {
      try {
        const { args, plurals } = analyse(text);
        const expected = analyse(english[id as keyof Catalog] ?? '').args;
        const unknown = [...args].filter((arg) => !expected.has(arg));
        if (unknown.length) problems.push(`${id}: unknown argument ${unknown.join(', ')}`);
        for (const options of plurals) {
          const missing = categories.filter((c) => !options.includes(c));
          if (missing.length) problems.push(`${id}: plural lacks ${missing.join(', ')}`);
        }
        if (!text.trim()) problems.push(`${id}: empty`);
      } catch (err) {
        problems.push(`${id}: ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

const repo = join(import.meta.dirname, '../../..');
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contract/src',
  'packages/i18n/src',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the English catalog', () => {
  it('has no id that the code never names (ids are written out whole, never assembled)', () => {
    const code = SOURCE_ROOTS.flatMap((root) => sources(join(repo, root)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = ids.filter(
      (id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`) && !code.includes(`\`${id}\``),
    );
    expect(unused).toEqual([]);
  });
});
