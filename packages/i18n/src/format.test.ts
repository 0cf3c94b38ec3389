import {
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { createTranslator, formatText } from './format';
import { LOCALE_CODES } from './locales';
import { loadCatalogs, type MessageId, type MessageValues, msg } from './messages';

const catalogs = await loadCatalogs();

/** A value of the right kind for every argument of a message (a select takes its `other`). */
function sampleValues(elements: MessageFormatElement[], values: MessageValues = {}) {
  for (const element of elements) {
    if (isPluralElement(element) || isNumberElement(element)) values[element.value] = 3;
    else if (isDateElement(element) || isTimeElement(element)) {
      values[element.value] = Date.UTC(2026, 10, 30, 8, 5);
    } else if (isSelectElement(element)) values[element.value] = 'a choice of none';
    else if (element.type === 1) values[element.value] = 'Amani';
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
    if (isTagElement(element)) sampleValues(element.children, values);
  }
  return values;
}

describe.each(LOCALE_CODES)('the %s translator', (locale) => {
  const catalog = catalogs[locale];
  const translator = createTranslator(locale, catalog);
  // FormatJS alone, as `t` answered before it kept a formatter per message.
  const formatJs = createIntl({
    locale,
    messages: catalog,
    defaultLocale: 'en',
    onError: () => {},
  });

  it('writes every message as FormatJS does, with its values, without them and twice', () => {
    const differences: string[] = [];
    for (const [id, text] of Object.entries(catalog) as [MessageId, string][]) {
      const values = sampleValues(parse(text));
      for (const given of [values, undefined, values]) {
        const ours = translator.t(id, given);
        const theirs = formatText(formatJs, id, given);
        if (ours !== theirs) differences.push(`${id}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("merges a message's own values with those given, and answers an unknown id with itself", () => {
    const route = msg('errors.routeNotFound', { method: 'GET' });
    expect(translator.t(route, { path: '/api/nothing' })).toBe(
      formatText(formatJs, 'errors.routeNotFound', { method: 'GET', path: '/api/nothing' }),
    );
    expect(translator.t('no.such.message' as MessageId)).toBe('no.such.message');
  });
});
