import { ARTICLE_MESSAGES } from '@one-world/contract';
import { type Ref, useId } from 'react';
import { useT } from '../../lib/i18n';
import { buttonClasses } from './button';
import { CoverImage } from './cover-image';
import { ExternalLinkIcon } from './icons';
import { LongDate } from './long-date';

export interface ArticleViewProps {
  title: string;
  desc: string;
  category: string;
  /** The cover; null or empty shows none. */
  imageUrl: string | null;
  /** The video's address, offered as a link above the content. */
  mediaUrl: string | null;
  /** Sanitized HTML (the server's allow-list, or the editor's own schema in a preview). */
  html: string;
  /** The "Published on" date (SPEC §2 reads it from createdAt). */
  createdAt: string;
  /** The title, so a page can move focus to it once the article has loaded. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * An article as readers see it (SPEC §2 "Inspiration article page"), shared by the article page
 * and the editor's preview so the preview cannot drift from the real thing. The text sits in a
 * column of about 70 characters, which stays comfortable to read on a phone and a desktop.
 */
export function ArticleView({
  title,
  desc,
  category,
  imageUrl,
  mediaUrl,
  html,
  createdAt,
  headingRef,
}: ArticleViewProps) {
  const titleId = useId();
  const t = useT();
  return (
    <article aria-labelledby={titleId} className="mx-auto w-full max-w-[70ch] text-ink">
      {/* The cover illustrates the title printed under it, so it is decorative. */}
      {imageUrl && (
        <CoverImage
          src={imageUrl}
          priority
          className="aspect-[16/9] w-full rounded-2xl shadow-sm"
        />
      )}
      <header className="mt-6">
        {category && (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {category}
          </p>
        )}
        <h1
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          dir="auto"
          className="text-3xl font-bold tracking-tight text-balance break-words outline-none sm:text-4xl"
        >
          {title}
        </h1>
      </header>
      <p dir="auto" className="mt-4 text-lg leading-relaxed text-pretty break-words text-slate-600">
        {desc}
      </p>
      <p className="mt-4 text-sm text-slate-600">
        {t(ARTICLE_MESSAGES.publishedOn)}{' '}
        <LongDate iso={createdAt} className="font-medium text-ink" />
      </p>
      {mediaUrl && (
        <a
          href={mediaUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ className: 'mt-6' })}
        >
          {t('ui.watchVideo')}
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only"> {t('ui.opensInNewTab')}</span>
        </a>
      )}
      <div
        dir="auto"
        className="article-prose mt-8 border-t border-slate-200 pt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the only injected HTML in the app, reduced to an allow-list by the server (or produced by the editor's schema in a preview)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
