import {
  createTranslator,
  issueMessage,
  LOCALE_CODES,
  type Locale,
  loadCatalogs,
  type MessageId,
  type SchemaIssue,
  type Translator,
} from '@one-world/i18n';
import { fieldText, type HttpError } from './http-errors';

/** Every interface language's translator, loaded once: the server answers in all of them. */
const catalogs = await loadCatalogs();
const translators = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, createTranslator(locale, catalogs[locale])]),
) as Record<Locale, Translator>;

/** Whether a text is a catalog id (every catalog has the same ids). */
export const isMessageId = (text: string): text is MessageId => translators.en.isId(text);

/** The translator of one interface language (errors, e-mails, page titles). */
export function translatorFor(locale: Locale): Translator {
  return translators[locale];
}

/** The text of a schema problem in one language ("Title must be at least 3 characters"). */
export function issueText(translator: Translator, issue: SchemaIssue): string {
  return translator.t(issueMessage(issue, translator.isId));
}

/** What a client reads of a refusal: its text in one language, after the field it names. */
export function httpErrorText(translator: Translator, error: HttpError): string {
  return fieldText(error.field ?? '', translator.t(error.text));
}

/** What a client reads of an input that failed its schema: the first problem, after its field. */
export function validationErrorText(
  translator: Translator,
  issue: (SchemaIssue & { path: string }) | undefined,
): string {
  if (!issue) return translator.t('validation.invalidRequest');
  return fieldText(issue.path, issueText(translator, issue));
}
