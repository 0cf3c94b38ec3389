import { type ArticleSummary, FIXED_VIDEO_TEXTS } from '@one-world/contract';
import { Link } from 'react-router';
import {
  ArrowRightIcon,
  ArticleLink,
  CoverImage,
  LongDate,
  PlayIcon,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT, useText } from '../../../lib/i18n';

/** Every slide has the same height, so the carousel does not jump as it turns. */
const SLIDE_CLASSES = 'relative isolate flex h-96 flex-col overflow-hidden sm:h-80';

const CHIP =
  'inline-flex w-fit items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase';

/**
 * The promotional entry that always opens the carousel (SPEC §3). It has no picture on the
 * server, so it is drawn with a gradient and the site's globe, and it invites visitors in.
 */
export function VideoEntrySlide() {
  const t = useT();
  const text = useText();
  return (
    <div
      className={`${SLIDE_CLASSES} justify-center bg-gradient-to-br from-brand-700 via-brand-800 to-ink p-6 text-white sm:p-10`}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -end-24 -z-10 size-80 rounded-full bg-brand-400/25 blur-3xl"
      />
      <img
        src="/images/pages/globe.svg"
        alt=""
        width={200}
        height={160}
        className="absolute end-6 bottom-6 -z-10 hidden h-40 w-auto opacity-90 drop-shadow-xl md:block lg:h-48"
      />
      <span className={CHIP}>
        <PlayIcon className="size-3" fill="currentColor" strokeWidth={0} />
        {t('home.video')}
      </span>
      <h3 className="mt-4 max-w-xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {text(FIXED_VIDEO_TEXTS.title)}
      </h3>
      <p className="mt-3 max-w-lg leading-relaxed text-pretty text-white/90">
        {text(FIXED_VIDEO_TEXTS.desc)}
      </p>
      <Link
        to={paths.welcome.href()}
        className="mt-6 inline-flex h-11 w-fit items-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('home.joinMovement')}
        <ArrowRightIcon className="size-4" />
      </Link>
    </div>
  );
}

/** A newest article: its cover behind a dark gradient that keeps the text readable (WCAG AA). */
export function ArticleSlide({ article }: { article: ArticleSummary }) {
  return (
    <div
      className={`${SLIDE_CLASSES} group justify-end bg-ink p-6 text-white has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-4 has-[a:focus-visible]:outline-white sm:p-10`}
    >
      <CoverImage
        src={article.img.secure_url}
        className="absolute inset-0 -z-10 size-full"
        fallback={
          article.type === 'video' ? (
            <PlayIcon className="size-16" fill="currentColor" strokeWidth={0} />
          ) : null
        }
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/90 via-black/65 to-black/10"
      />
      <span className={CHIP}>
        {article.type === 'video' && (
          <PlayIcon className="size-3" fill="currentColor" strokeWidth={0} />
        )}
        <span dir="auto">{article.category}</span>
      </span>
      <h3
        dir="auto"
        className="mt-3 line-clamp-2 max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl"
      >
        <ArticleLink
          article={article}
          className="outline-none after:absolute after:inset-0 group-hover:underline"
        >
          {article.title}
        </ArticleLink>
      </h3>
      <p dir="auto" className="mt-2 line-clamp-2 max-w-2xl leading-relaxed text-white/90">
        {article.desc}
      </p>
      <LongDate iso={article.publishDate} className="mt-3 text-sm text-white/90" />
    </div>
  );
}
