import { z } from 'zod';
import { ContentLanguageSchema, LocaleSchema } from './common';
import { TRANSLATION_KINDS } from './constants';

/** At most this many languages in "my languages". */
export const MY_LANGUAGES_MAX = 10;

/**
 * PUT /api/account/languages — the member's interface language and the languages of writing
 * their boards show (`null` puts back the default: the interface language and English). Either
 * may be left out. Answers `ProfileUpdateResponse`.
 */
export const LanguageSettingsBody = z.object({
  language: LocaleSchema.optional(),
  contentLanguages: z
    .array(ContentLanguageSchema)
    .min(1, { message: 'languages.chooseOne' })
    .max(MY_LANGUAGES_MAX, { message: 'languages.tooMany' })
    .nullable()
    .optional(),
});
export type LanguageSettingsBody = z.input<typeof LanguageSettingsBody>;

/** POST /api/translate (issue 17). */
export const TranslateBody = z.object({
  kind: z.enum(TRANSLATION_KINDS, { message: 'translate.unknownKind' }),
  id: z.uuid({ message: 'translate.invalidId' }),
  target: LocaleSchema,
});
export type TranslateBody = z.input<typeof TranslateBody>;

/** The translation of an item's text (and an article's title) from `source` into `target`. */
export const TranslateResponse = z.object({
  text: z.string(),
  title: z.string().optional(),
  source: z.string(),
  target: LocaleSchema,
});
export type TranslateResponse = z.infer<typeof TranslateResponse>;
