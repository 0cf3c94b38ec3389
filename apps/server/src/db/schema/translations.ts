import { TRANSLATION_KINDS } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { inList } from './in-list';

/**
 * Machine translations of members' and editors' texts (issue 17), one per item and target
 * language. `version` is a hash of the source text it translated: an edit changes it, and the
 * next request translates again and replaces the row.
 */
export const translations = pgTable(
  'translations',
  {
    kind: text('kind', { enum: TRANSLATION_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    target: text('target').notNull(),
    version: text('version').notNull(),
    source: text('source').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    createdAt: millis('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.target] }),
    check('translations_kind_check', sql`${t.kind} in (${inList(TRANSLATION_KINDS)})`),
  ],
);
