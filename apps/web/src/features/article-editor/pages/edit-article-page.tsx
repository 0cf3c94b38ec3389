import { ARTICLE_MESSAGES, ArticleId } from '@one-world/contract';
import { Link, useParams } from 'react-router';
import { buttonClasses, EmptyState, ErrorState, LoadingState } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useArticleToEdit } from '../api/get-article';
import { ArticleForm } from '../components/article-form';
import { EditorPageHeader } from '../components/editor-page-header';

/** /admin/articles/:id/edit: an admin changes an article, drafts included. */
export function EditArticlePage() {
  const t = useT();
  const { id = '' } = useParams();
  const valid = ArticleId.safeParse(id).success;
  const query = useArticleToEdit(id, valid);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <EditorPageHeader title={t('editor.editArticle')} />
      {!valid || isHttpError(query.error, 400, 404) ? (
        <EmptyState message={t(ARTICLE_MESSAGES.notFound)}>
          <Link to={paths.adminArticles.href()} className={buttonClasses({ variant: 'secondary' })}>
            {t('editor.backToArticles')}
          </Link>
        </EmptyState>
      ) : query.data ? (
        // Keyed by article, so opening another one starts its form afresh.
        <ArticleForm key={query.data._id} article={query.data} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          fallback={t('editor.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadingState label={t('editor.loading')} />
      )}
    </div>
  );
}
