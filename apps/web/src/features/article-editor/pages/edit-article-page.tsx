import { ARTICLE_MESSAGES, ArticleId } from '@one-world/contract';
import { Link, useParams } from 'react-router';
import { buttonClasses, EmptyState, ErrorState, LoadingState } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { useArticleToEdit } from '../api/get-article';
import { ArticleForm } from '../components/article-form';
import { EditorPageHeader } from '../components/editor-page-header';

/** /admin/articles/:id/edit: an admin changes an article, drafts included. */
export function EditArticlePage() {
  const { id = '' } = useParams();
  const valid = ArticleId.safeParse(id).success;
  const query = useArticleToEdit(id, valid);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <EditorPageHeader title="Edit article" />
      {!valid || isHttpError(query.error, 400, 404) ? (
        <EmptyState message={ARTICLE_MESSAGES.notFound}>
          <Link to={paths.adminArticles.href()} className={buttonClasses({ variant: 'secondary' })}>
            Back to the articles
          </Link>
        </EmptyState>
      ) : query.data ? (
        // Keyed by article, so opening another one starts its form afresh.
        <ArticleForm key={query.data._id} article={query.data} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          fallback="The article could not be loaded."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadingState label="Loading the article..." />
      )}
    </div>
  );
}
