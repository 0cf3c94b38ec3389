import {
  type ArticleHit,
  type Highlighted,
  type MemberHit,
  POST_MESSAGES,
  type PostHit,
} from '@one-world/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Avatar, LongDate, PremiumBadge, RelativeTime } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useBoardTitle } from '../../../lib/use-board-title';
import { HighlightedText, plainText } from './highlighted-text';

const TITLE_LINK =
  'rounded-sm text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const META = 'mt-2 flex flex-wrap items-center gap-x-2 text-xs text-slate-500';

interface HitCardProps {
  to: string;
  title: Highlighted;
  excerpt: Highlighted;
  /** Shown beside the title (a member's star). */
  badge?: ReactNode;
  /** Shown before the text (a cover, an avatar). */
  visual?: ReactNode;
  /** Below the excerpt (who, when, where). */
  children?: ReactNode;
}

/**
 * One hit: an <article> named by its title, which is linked and highlighted, with its
 * highlighted excerpt (none when empty).
 */
function HitCard({ to, title, excerpt, badge, visual, children }: HitCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex items-start gap-3 py-4">
      {visual}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h3 id={titleId} dir="auto" className="text-base font-semibold break-words">
            <Link to={to} className={TITLE_LINK}>
              <HighlightedText parts={title} />
            </Link>
          </h3>
          {badge}
        </div>
        {excerpt.length > 0 && (
          <p dir="auto" className="mt-1 text-sm leading-relaxed break-words text-slate-700">
            <HighlightedText parts={excerpt} />
          </p>
        )}
        {children}
      </div>
    </article>
  );
}

/** A post found by search: its title links to the post's page. */
export function PostHitCard({ hit }: { hit: PostHit }) {
  const t = useT();
  const boardTitle = useBoardTitle();
  return (
    <HitCard to={paths.post.href(hit._id)} title={hit.title} excerpt={hit.excerpt}>
      <p className={META}>
        <Link
          to={paths.userProfile.href(hit.user._id)}
          className="flex items-center gap-1.5 font-medium text-slate-700 hover:underline"
        >
          <Avatar src={hit.user.img.secure_url} name={hit.user.name} decorative size="xs" />
          <bdi>{hit.user.name}</bdi>
        </Link>
        <PremiumBadge badge={hit.user.statusBadge} />
        <span aria-hidden="true">·</span>
        <RelativeTime iso={hit.createdAt} />
        <span aria-hidden="true">·</span>
        <span>{boardTitle({ category: hit.postCategory, region: hit.region })}</span>
        <span aria-hidden="true">·</span>
        <span>
          {t('search.counts', {
            likes: t('search.likes', { count: hit.likeCount }),
            comments: t('search.comments', { count: hit.commentCount }),
          })}
        </span>
        {hit.removed && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800">
            {t(POST_MESSAGES.removedByModerator)}
          </span>
        )}
      </p>
    </HitCard>
  );
}

/** An article or video found by search, with its cover when it has one. */
export function ArticleHitCard({ hit }: { hit: ArticleHit }) {
  const t = useT();
  const cover = hit.img?.secure_url && (
    <img
      src={hit.img.secure_url}
      alt=""
      loading="lazy"
      className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
  return (
    <HitCard
      to={paths.article.href(hit._id)}
      title={hit.title}
      excerpt={hit.excerpt}
      visual={cover}
    >
      <p className={META}>
        <span>{t(hit.type === 'video' ? 'search.video' : 'search.article')}</span>
        <span aria-hidden="true">·</span>
        <LongDate iso={hit.publishDate} />
      </p>
    </HitCard>
  );
}

/** A member found by name or bio; the name links to their profile. */
export function MemberHitCard({ hit }: { hit: MemberHit }) {
  return (
    <HitCard
      to={paths.userProfile.href(hit._id)}
      title={hit.name}
      excerpt={hit.bio}
      badge={<PremiumBadge badge={hit.statusBadge} />}
      visual={<Avatar src={hit.img.secure_url} name={plainText(hit.name)} decorative />}
    />
  );
}
