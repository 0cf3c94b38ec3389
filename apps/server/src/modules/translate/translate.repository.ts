import type { TranslationKind } from '@one-world/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articles, comments, messages, posts, translations } from '../../db/schema';

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

/** The table each kind of item lives in, to find translations whose item is gone. */
const ITEM_TABLES = { post: posts, comment: comments, article: articles, message: messages };

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
        .values({ ...key, ...translation, createdAt: now })
        .onConflictDoUpdate({
          target: [translations.kind, translations.itemId, translations.target],
          set: { ...translation, createdAt: now },
        });
    },

    /** Forgets every translation of one item (it was deleted). */
    async deleteItem(kind: TranslationKind, itemId: string): Promise<void> {
      await db
        .delete(translations)
        .where(and(eq(translations.kind, kind), eq(translations.itemId, itemId)));
    },

    /**
     * Forgets the translations of items of these kinds that no longer exist (deleted with their
     * post, their conversation or their author's account).
     */
    async deleteOrphans(kinds: readonly TranslationKind[]): Promise<void> {
      for (const kind of kinds) {
        const table = ITEM_TABLES[kind];
        await db
          .delete(translations)
          .where(
            and(
              eq(translations.kind, kind),
              sql`not exists (select 1 from ${table} where ${table.id} = ${translations.itemId})`,
            ),
          );
      }
    },
  };
}
