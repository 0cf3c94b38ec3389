/**
 * The articles module's public face: the inspiration routes, the link previews of article pages
 * (registered outside /api) and what the seed uses to import demo articles. Nothing else of this
 * folder is imported from outside it.
 */
export { anyArticleExists, type ImportedArticle, importArticle } from './articles.import';
export { articlePreviews } from './articles.preview';
export { articlesRoutes as articlesModule } from './articles.routes';
export { sanitizeArticleHtml } from './articles.sanitize';
export { articleTranslationSource } from './translation-source';
