import {
  type ArticleHit,
  type Highlighted,
  type MemberHit,
  POST_MESSAGES,
  type PostHit,
  regionLabel,
} from '@one-world/contract';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Avatar, LongDate, PremiumBadge, RelativeTime } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { HighlightedText, plainText } from './highlighted-text';

const TITLE_LINK =
  'rounded-sm text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const META = 'mt-2 flex flex-wrap items-center gap-x-2 text-xs text-slate-500';

const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

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
          <h3 id={titleId} className="text-base font-semibold break-words">
            <Link to={to} className={TITLE_LINK}>
              <HighlightedText parts={title} />
            </Link>
          </h3>
          {badge}
        </div>
        {excerpt.length > 0 && (
          <p className="mt-1 text-sm leading-relaxed break-words text-slate-700">
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
  return (
    <HitCard to={paths.post.href(hit._id)} title={hit.title} excerpt={hit.excerpt}>
      <p className={META}>
        <Link
          to={paths.userProfile.href(hit.user._id)}
          className="flex items-center gap-1.5 font-medium text-slate-700 hover:underline"
        >
          <Avatar src={hit.user.img.secure_url} name={hit.user.name} decorative size="xs" />
          {hit.user.name}
        </Link>
        <PremiumBadge badge={hit.user.statusBadge} />
        <span aria-hidden="true">·</span>
        <RelativeTime iso={hit.createdAt} />
        <span aria-hidden="true">·</span>
        <span>
          {hit.postCategory}
          {hit.region && ` · ${regionLabel(hit.region, hit.postCategory)}`}
        </span>
        <span aria-hidden="true">·</span>
        <span>
          {count(hit.likeCount, 'like')}, {count(hit.commentCount, 'comment')}
        </span>
        {hit.removed && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800">
            {POST_MESSAGES.removedByModerator}
          </span>
        )}
      </p>
    </HitCard>
  );
}

/** An article or video found by search, with its cover when it has one. */
export function ArticleHitCard({ hit }: { hit: ArticleHit }) {
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
        <span>{hit.type === 'video' ? 'Video' : 'Article'}</span>
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
