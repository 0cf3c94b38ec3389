import { ARTICLE_MESSAGES, COMPANY, UUID_PATTERN } from '@one-world/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigationType, useParams } from 'react-router';
import { TranslateButton, useItemTranslation } from '../../../components/translate';
import {
  ArticleView,
  buttonClasses,
  ChevronLeftIcon,
  ErrorState,
  HeldFirstCard,
  LoadingState,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { DocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { useServedFirstCard } from '../../../lib/served-first-card';
import { useArticle } from '../api/get-article';

const BACK_LINK =
  'inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** /inspiration/:id: one article, read-only (SPEC §2 "Inspiration article page"). */
export function ArticlePage() {
  const { id = '' } = useParams();
  // An id that is not a UUID cannot name an article: no need to ask the server. The pattern,
  // not the contract's `ArticleId`, so the page's first load does without Zod.
  const valid = UUID_PATTERN.test(id);
  const query = useArticle(id, valid);
  const article = query.data;
  // The served page drew the cover (index.html's `/inspiration/:id` template, issue 12): it stays
  // in the article's place, instead of a spinner, until the article arrives.
  const served = useServedFirstCard(paths.article.href(id), query.isPending);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  const t = useT();
  const translation = useItemTranslation({
    kind: 'article',
    id,
    language: article?.language,
    version: article?.updatedAt,
  });

  // After following a link, focus moves to the title so a screen reader starts at the article;
  // on a fresh load or Back the browser's own focus and scroll are left alone.
  const loadedId = article?._id;
  useEffect(() => {
    if (loadedId && navigationType === 'PUSH') headingRef.current?.focus();
  }, [loadedId, navigationType]);

  if (!valid || isHttpError(query.error, 400, 404)) return <ArticleNotFound />;

  return (
    <div className="mx-auto w-full max-w-[70ch]">
      <Link to={paths.inspiration.href()} className={BACK_LINK}>
        <ChevronLeftIcon className="size-4" />
        {t('nav.inspiration')}
      </Link>
      <div className="mt-6">
        {article ? (
          <>
            <DocumentTitle title={t('app.pageTitle', { page: article.title, company: COMPANY })} />
            <TranslateButton translation={translation} className="mb-4" />
            <ArticleView
              title={translation.title ?? article.title}
              desc={article.desc}
              category={article.category}
              imageUrl={article.img.secure_url}
              mediaUrl={article.type === 'video' ? article.mediaUrl : null}
              html={translation.text ?? article.content}
              createdAt={article.createdAt}
              headingRef={headingRef}
            />
          </>
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            fallback={t('inspiration.articleFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : served ? (
          <HeldFirstCard card={served} label={t('inspiration.loadingArticle')} />
        ) : (
          <LoadingState label={t('inspiration.loadingArticle')} />
        )}
      </div>
    </div>
  );
}

/** An unknown id, or an article that is not published. */
function ArticleNotFound() {
  const t = useT();
  const title = t(ARTICLE_MESSAGES.notFound);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <DocumentTitle title={t('app.pageTitle', { page: title, company: COMPANY })} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{t('inspiration.notFoundText')}</p>
      <Link to={paths.inspiration.href()} className={buttonClasses({ className: 'mt-6' })}>
        {t('inspiration.backToList')}
      </Link>
    </div>
  );
}
