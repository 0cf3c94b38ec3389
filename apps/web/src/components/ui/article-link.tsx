import type { ArticleSummary } from '@one-world/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';

export interface ArticleLinkProps {
  article: Pick<ArticleSummary, '_id' | 'type' | 'mediaUrl'>;
  className?: string;
  children: ReactNode;
}

/** Where an article leads: a video to its media link, anything else to its page (SPEC §2). */
export function articleTarget(article: ArticleLinkProps['article']): {
  href: string;
  external: boolean;
} {
  return article.type === 'video' && article.mediaUrl
    ? { href: article.mediaUrl, external: true }
    : { href: paths.article.href(article._id), external: false };
}

/**
 * A link to an article: a video opens its media link in a new tab (and says so to screen readers,
 * since the tab change is otherwise silent), anything else opens /inspiration/{id}.
 */
export function ArticleLink({ article, className, children }: ArticleLinkProps) {
  const { href, external } = articleTarget(article);
  const t = useT();
  if (!external) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('ui.opensInNewTab')}</span>
    </a>
  );
}
