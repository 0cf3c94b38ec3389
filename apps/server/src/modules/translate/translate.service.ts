import { createHash } from 'node:crypto';
import type { TranslateBody, TranslateResponse, TranslationKind } from '@one-world/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { HttpError } from '../../lib/http-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { Actor } from '../../lib/policy';
import { articleTranslationSource, sanitizeArticleHtml } from '../articles';
import { messageTranslationSource } from '../chat';
import { postTranslationSources } from '../posts';
import { type TextFormat, TranslationFailed, type Translator } from './providers';
import { translationsRepository } from './translate.repository';

/** What an item gives to translate: its text, an article's title too, and its language. */
interface SourceItem {
  title?: string;
  text: string;
  format: TextFormat;
  /** The language it was written in (ISO 639-1); null lets the provider detect it. */
  language: string | null;
}

/** The language code of a source nobody could tell (BCP 47 "undetermined"). */
const UNDETERMINED = 'und';

/**
 * Which version of an item's text a translation is of: a hash of everything that goes to the
 * provider, so an edit (or a corrected language) makes the cached translation stale.
 */
function versionOf(item: SourceItem): string {
  return createHash('sha256')
    .update(JSON.stringify([item.title ?? null, item.text, item.format, item.language]))
    .digest('base64url');
}

/**
 * Machine translation of what members and editors write (issue 17): the item is read through
 * its own module, with that module's access rules, then translated by the configured provider
 * and cached per item, target language and version of its text.
 */
export function translateService(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  provider: Translator | null,
  log: FastifyBaseLogger,
) {
  /** The item when the actor may read it, by the rules of the module it belongs to. */
  async function readItem(actor: Actor, kind: TranslationKind, id: string): Promise<SourceItem> {
    const viewer = { actor, now: ctx.clock.now() };
    switch (kind) {
      case 'post': {
        const post = await postTranslationSources(ctx.db).post(id, viewer);
        return { ...post, format: 'text' };
      }
      case 'comment': {
        const comment = await postTranslationSources(ctx.db).comment(id, viewer);
        return { ...comment, format: 'text' };
      }
      case 'article': {
        const article = await articleTranslationSource(ctx.db, actor, id);
        return {
          title: article.title,
          text: article.html,
          format: 'html',
          language: article.language,
        };
      }
      case 'message': {
        const message = await messageTranslationSource(ctx.db, actor, id);
        return { ...message, format: 'text' };
      }
    }
  }

  /**
   * The provider's translation of the item. A title goes with a plain-text item in one call; an
   * article's title (text) and body (HTML) are two calls, since they are written differently.
   */
  async function callProvider(
    translator: Translator,
    item: SourceItem,
    target: string,
  ): Promise<{ title: string | undefined; text: string; detected: string | undefined }> {
    if (item.title === undefined) {
      const result = await translator.translate([item.text], item.language, target, item.format);
      return { title: undefined, text: result.texts[0] ?? '', detected: result.detected };
    }
    if (item.format === 'text') {
      const result = await translator.translate(
        [item.title, item.text],
        item.language,
        target,
        'text',
      );
      return { title: result.texts[0], text: result.texts[1] ?? '', detected: result.detected };
    }
    const [title, body] = await Promise.all([
      translator.translate([item.title], item.language, target, 'text'),
      translator.translate([item.text], item.language, target, item.format),
    ]);
    return {
      title: title.texts[0],
      // The provider's HTML is someone else's: it goes through the articles' allow-list again
      // before any reader's browser renders it.
      text: await sanitizeArticleHtml(body.texts[0] ?? ''),
      detected: body.detected ?? title.detected,
    };
  }

  return {
    /** Whether a provider is configured (without one the web shows no Translate control). */
    available: provider !== null,

    /**
     * The item's text (and an article's title) in `target`: 501 without a provider, the item's
     * own 403/404 when the actor may not read it, the cached translation while the text is
     * unchanged, else a fresh one (cached, replacing an older version); 502 when the provider
     * fails, and nothing is cached then.
     */
    async translate(
      actor: Actor,
      { kind, id, target }: z.output<typeof TranslateBody>,
    ): Promise<TranslateResponse> {
      if (!provider) throw new HttpError(501, 'translate.unavailable');
      const item = await readItem(actor, kind, id);
      const answer = (text: string, title: string | null | undefined, source: string) => ({
        text,
        ...(title != null ? { title } : {}),
        source,
        target,
      });
      // Already in the reader's language: nothing to translate.
      if (item.language === target) return answer(item.text, item.title, target);

      const repo = translationsRepository(ctx.db);
      const key = { kind, itemId: id, target };
      const version = versionOf(item);
      const cached = await repo.find(key);
      if (cached && cached.version === version) {
        return answer(cached.text, cached.title, cached.source);
      }

      let translated: Awaited<ReturnType<typeof callProvider>>;
      try {
        translated = await callProvider(provider, item, target);
      } catch (err) {
        if (!(err instanceof TranslationFailed)) throw err;
        log.warn({ err, provider: provider.name, kind, id, target }, 'translation failed');
        throw new HttpError(502, 'translate.failed');
      }
      const source = item.language ?? translated.detected?.toLowerCase() ?? UNDETERMINED;
      await repo
        .save(
          key,
          { version, source, title: translated.title ?? null, text: translated.text },
          ctx.clock.now(),
        )
        .catch((err: unknown) => {
          // The item was deleted while it was being translated: nothing to keep of it.
          if (!isForeignKeyViolation(err)) throw err;
        });
      return answer(translated.text, translated.title, source);
    },
  };
}
