import type { ArticleSummary } from '@one-world/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses, CoverImage, LongDate } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { StatusBadge } from './status-badge';

interface DeskArticleRowProps {
  article: ArticleSummary;
  onDelete: (article: ArticleSummary) => void;
}

/** One article on the admins' list: status, what and when, and Edit and Delete as allowed. */
export function DeskArticleRow({ article, onDelete }: DeskArticleRowProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <CoverImage
        src={article.img.secure_url}
        className="hidden h-16 w-24 shrink-0 rounded-lg sm:flex"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={article.status} />
          <span className="text-xs font-medium text-slate-600">
            {article.type === 'video' ? 'Video' : 'Article'} · {article.category}
          </span>
        </div>
        <h2 id={titleId} className="mt-1 font-semibold break-words text-ink">
          {article.title}
        </h2>
        <p className="text-sm text-slate-600">
          Publish date <LongDate iso={article.publishDate} />
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {article.status === 'published' && (
          <Link
            to={paths.article.href(article._id)}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            View<span className="sr-only"> {article.title}</span>
          </Link>
        )}
        {article.abilities.update && (
          <Link
            to={paths.editArticle.href(article._id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Edit<span className="sr-only"> {article.title}</span>
          </Link>
        )}
        {article.abilities.delete && (
          <button
            type="button"
            onClick={() => onDelete(article)}
            className={buttonClasses({
              variant: 'ghost',
              size: 'sm',
              className: 'text-red-700 hover:bg-red-50',
            })}
          >
            Delete<span className="sr-only"> {article.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
