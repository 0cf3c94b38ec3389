import type { ArticleSummary } from '@one-world/contract';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses, CoverImage, LongDate } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';

interface DeskArticleRowProps {
  article: ArticleSummary;
  onDelete: (article: ArticleSummary) => void;
}

/** One article on the admins' list: status, what and when, and Edit and Delete as allowed. */
export function DeskArticleRow({ article, onDelete }: DeskArticleRowProps) {
  const titleId = useId();
  const t = useT();
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
            {t(article.type === 'video' ? 'editor.typeVideo' : 'editor.typeArticle')} ·{' '}
            <bdi>{article.category}</bdi>
          </span>
        </div>
        <h2 id={titleId} dir="auto" className="mt-1 font-semibold break-words text-ink">
          {article.title}
        </h2>
        <p className="text-sm text-slate-600">
          <FormattedMessage
            id="editor.publishDateOn"
            values={{ date: <LongDate iso={article.publishDate} /> }}
          />
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {article.status === 'published' && (
          <Link
            to={paths.article.href(article._id)}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {t('editor.view')}
            <span className="sr-only"> {article.title}</span>
          </Link>
        )}
        {article.abilities.update && (
          <Link
            to={paths.editArticle.href(article._id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('admin.edit')}
            <span className="sr-only"> {article.title}</span>
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
            {t('editor.delete')}
            <span className="sr-only"> {article.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
