import type { ArticleSummary } from '@one-world/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  buttonClasses,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  PlusIcon,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteArticle } from '../api/delete-article';
import { useDeskArticles } from '../api/get-desk-articles';
import { DeskArticleRow } from '../components/desk-article-row';

/** /admin/articles: every article, drafts too, with New, Edit and Delete (admins only). */
export function AdminArticlesPage() {
  const t = useT();
  const desk = useDeskArticles();
  const deleteArticle = useDeleteArticle();
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const articles = desk.data?.pages.flatMap((page) => page.articles) ?? [];

  const remove = (article: ArticleSummary) =>
    deleteArticle.mutate(article._id, {
      onSuccess: ({ message }) => {
        setDeleting(null);
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error, t('editor.deleteFailed'))),
    });

  const newArticleLink = (
    <Link to={paths.newArticle.href()} className={buttonClasses()}>
      <PlusIcon className="size-4" />
      {t('editor.newArticle')}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{t('editor.articles')}</h1>
          <p className="mt-2 text-slate-600">{t('editor.deskIntro')}</p>
        </div>
        <div className="self-start sm:self-auto">{newArticleLink}</div>
      </header>

      <section aria-label={t('editor.deskLabel')} className="mt-8">
        {desk.isPending ? (
          <LoadingState />
        ) : desk.isError && articles.length === 0 ? (
          <ErrorState
            error={desk.error}
            fallback={t('editor.deskLoadFailed')}
            onRetry={() => void desk.refetch()}
            retrying={desk.isFetching}
          />
        ) : articles.length === 0 ? (
          <EmptyState message={t('editor.deskEmpty')}>{newArticleLink}</EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {articles.map((article) => (
                <li key={article._id}>
                  <DeskArticleRow article={article} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            <LoadMore list={desk} errorFallback={t('editor.deskLoadMoreFailed')} />
          </>
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={t('editor.deleteTitle')}
        description={t('editor.deleteDescription', { title: deleting?.title ?? '' })}
        confirmLabel={t('editor.delete')}
        busy={deleteArticle.isPending}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
