import type { ArticleSummary } from '@one-world/contract';
import { useId } from 'react';
import { ArticleLink, CoverImage, ExternalLinkIcon, PlayIcon } from '../../../components/ui';
import { useT } from '../../../lib/i18n';

/**
 * A video as a thumbnail card (SPEC §2's other variant): thumbnail (a gradient with a play
 * symbol when there is none), title, and the description from large screens up; the card opens
 * the video in a new tab.
 */
export function VideoCard({
  article,
  priority,
}: {
  article: ArticleSummary;
  /** The list's first card: its picture loads first (CoverImage). */
  priority?: boolean;
}) {
  const titleId = useId();
  const t = useT();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
    >
      <div className="relative aspect-video">
        <CoverImage
          priority={priority}
          src={article.img.secure_url}
          className="size-full"
          fallback={<PlayIcon className="size-12" fill="currentColor" strokeWidth={0} />}
        />
        <span className="absolute top-3 start-3 inline-flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-white">
          <PlayIcon className="size-3" fill="currentColor" strokeWidth={0} />
          {t('home.video')}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p dir="auto" className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {article.category}
        </p>
        <h2 id={titleId} dir="auto" className="mt-1 text-lg font-semibold text-balance text-ink">
          <ArticleLink
            article={article}
            className="outline-none after:absolute after:inset-0 group-hover:underline"
          >
            {article.title}
          </ArticleLink>
          <ExternalLinkIcon className="ms-1.5 inline size-4 align-[-2px] text-slate-500" />
        </h2>
        <p
          dir="auto"
          className="mt-2 hidden text-sm leading-relaxed text-slate-600 lg:line-clamp-3"
        >
          {article.desc}
        </p>
      </div>
    </article>
  );
}
