import { type ArticleSummary, INSPIRATION_CARD_IMAGE_HEIGHT_PX } from '@one-world/contract';
import { useId } from 'react';
import { ArticleLink, CoverImage, LongDate } from '../../../components/ui';

/**
 * An article as a picture card (SPEC §2): its cover 250 px high behind the category, title and
 * publish date, the whole card leading to the article. A dark gradient under the text keeps it
 * readable (WCAG AA) whatever the picture.
 */
export function ArticleCard({
  article,
  priority,
}: {
  article: ArticleSummary;
  /** The list's first card: its picture loads first (CoverImage). */
  priority?: boolean;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      style={{ height: INSPIRATION_CARD_IMAGE_HEIGHT_PX }}
      className="group relative isolate overflow-hidden rounded-2xl bg-ink shadow-sm ring-1 ring-slate-200 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
    >
      <CoverImage
        priority={priority}
        src={article.img.secure_url}
        className="absolute inset-0 -z-10 size-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/90 via-black/60 to-black/10"
      />
      <div className="flex h-full flex-col justify-end p-5 text-white">
        <p dir="auto" className="text-xs font-semibold tracking-wide text-white/90 uppercase">
          {article.category}
        </p>
        <h2
          id={titleId}
          dir="auto"
          className="mt-1 line-clamp-3 text-xl font-semibold text-balance"
        >
          <ArticleLink
            article={article}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </ArticleLink>
        </h2>
        <LongDate iso={article.publishDate} className="mt-2 text-sm text-white/90" />
      </div>
    </article>
  );
}
