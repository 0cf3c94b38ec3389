import type { TranslationKind } from '@one-world/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { translations } from '../../db/schema';

/** One item's translation into one language, as it is cached. */
export interface CachedTranslation {
  /** The hash of the source texts it translated: it serves only while they are unchanged. */
  version: string;
  source: string;
  title: string | null;
  text: string;
}

/** Which item and which language a cached translation is of. */
export interface TranslationKey {
  kind: TranslationKind;
  itemId: string;
  target: string;
}

/** The column that holds the item's id for each kind: its foreign key deletes the translation. */
const ITEM_COLUMNS = {
  post: 'postId',
  comment: 'commentId',
  article: 'articleId',
  message: 'messageId',
} as const satisfies Record<TranslationKind, keyof typeof translations.$inferInsert>;

/** The translation cache: one row per item and target language (issue 17). */
export function translationsRepository(db: Executor) {
  return {
    /** The cached translation of the item into the target, whatever version it translated. */
    async find(key: TranslationKey): Promise<CachedTranslation | null> {
      const rows = await db
        .select({
          version: translations.version,
          source: translations.source,
          title: translations.title,
          text: translations.text,
        })
        .from(translations)
        .where(
          and(
            eq(translations.kind, key.kind),
            eq(translations.itemId, key.itemId),
            eq(translations.target, key.target),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Stores a translation, replacing the one of an older version of the item. */
    async save(key: TranslationKey, translation: CachedTranslation, now: Date): Promise<void> {
      await db
        .insert(translations)
        .values({ ...key, ...translation, [ITEM_COLUMNS[key.kind]]: key.itemId, createdAt: now })
        .onConflictDoUpdate({
          target: [translations.kind, translations.itemId, translations.target],
          set: { ...translation, createdAt: now },
        });
    },
  };
}
