import {
  boardTitle,
  type Category,
  DEFAULT_AVATAR_URL,
  POST_MESSAGES,
  type Post,
  REGIONS,
  type Region,
  regionLabel,
} from '@one-world/contract';
import type { Translator } from '@one-world/i18n';
import { escapedT, escapeHtml } from '../../lib/html-page';

/** The classes of the web app's primary button (`buttonClasses()`, components/ui/button.tsx). */
const PRIMARY_BUTTON =
  'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600 h-10 gap-2 px-4 text-sm';

/** A region chip of the board's filter (`chip`, features/boards/components/region-filter.tsx). */
const chip = (active: boolean) =>
  'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  (active
    ? 'border-brand-600 bg-brand-600 text-white'
    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50');

/** A board's canonical address, as the web app's `paths.board.href` writes it. */
export const boardPath = (category: Category, region: Region | null) =>
  region ? `/${category}/${region}` : `/${category}`;

/**
 * Whether the web app draws `post`'s card top (author, title, text) in the boxes the served copy
 * gives it: not for a removed post (its notice comes first) nor for an author with a badge (the
 * badge's size is the app's).
 */
export const servesAsFirstCard = (post: Post) => !post.removed && !post.user.statusBadge;

/**
 * A board's first screen as its page draws it for a visitor (features/boards/pages/board-page.tsx
 * and post-card.tsx), in the same places and sizes, for the served HTML (issue 12): the heading,
 * the introduction, Create Post, the region filter and the top of the first post's card (its
 * author, board, title and text: the page's largest paint; its time is the app's to write). The
 * app draws its layout in place of it, holding the served card where its list goes until its
 * cards arrive (lib/served-first-card.ts); e2e/first-paint.spec.ts holds the two to the same
 * layout. Every text is escaped.
 */
export function boardFirstScreen(
  board: { category: Category; region: Region | null },
  post: Post,
  translator: Translator,
): string {
  const t = escapedT(translator);
  const heading = boardTitle(board, translator.t);
  const regions = [null, ...REGIONS].map((region) => {
    const active = region === board.region;
    const label = region ? t(regionLabel(region, board.category)) : t('boards.allRegions');
    return `<li class="shrink-0"><a href="${boardPath(board.category, region)}"${active ? ' aria-current="page"' : ''} class="${chip(active)}">${label}</a></li>`;
  });
  const profile = `/userprofile/${encodeURIComponent(post.user._id)}`;
  const avatar = escapeHtml(post.user.img.secure_url || DEFAULT_AVATAR_URL);
  const lang = post.language ? ` lang="${escapeHtml(post.language)}"` : '';
  const where = escapeHtml(
    boardTitle({ category: post.postCategory, region: post.region }, translator.t),
  );
  return `<div class="mx-auto w-full max-w-7xl" data-shell-board>
  <div class="mx-auto w-full max-w-3xl">
    <header class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 class="text-3xl font-bold tracking-tight text-ink">${escapeHtml(heading)}</h1>
        <p class="mt-2 text-slate-600">${t(POST_MESSAGES.intro)}</p>
      </div>
      <a href="/createpost" class="${PRIMARY_BUTTON} self-start sm:self-auto">${t('boards.createPost')}</a>
    </header>
    <div class="mt-6"><nav aria-label="${t('boards.regions')}"><ul class="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">${regions.join('')}</ul></nav></div>
    <div class="mt-6">
      <ul aria-label="${t('boards.postsList', { board: heading })}" class="space-y-4">
        <li data-shell-first-card="${boardPath(board.category, board.region)}">
          <div class="rounded-2xl border border-slate-200 bg-white shadow-sm p-4 sm:p-5">
            <article aria-labelledby="served-first-post">
              <header class="flex items-start gap-3">
                <a href="${profile}" tabindex="-1" aria-hidden="true" class="shrink-0"><img src="${avatar}" alt="" class="shrink-0 rounded-full bg-slate-200 object-cover size-10"></a>
                <div class="min-w-0 flex-1">
                  <p class="flex flex-wrap items-center gap-x-2 text-sm"><a href="${profile}" class="inline-flex min-h-6 items-center font-semibold text-ink hover:underline"><bdi>${escapeHtml(post.user.name)}</bdi></a></p>
                  <p class="flex flex-wrap items-center gap-x-2 text-xs text-slate-500"><span class="inline-flex min-h-6 items-center">${where}</span></p>
                </div>
              </header>
              <h2 id="served-first-post"${lang} dir="auto" class="mt-3 text-lg font-semibold break-words text-ink">${escapeHtml(post.title)}</h2>
              <p${lang} dir="auto" class="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-700">${escapeHtml(post.content)}</p>
            </article>
          </div>
        </li>
      </ul>
    </div>
  </div>
</div>`;
}
