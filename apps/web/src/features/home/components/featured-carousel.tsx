/**
 * The home carousel (SPEC §2, §4, §9): one slide per view, 10 px apart, turning every second,
 * arrows and a pagination that only shows where the show is. Our own small component rather
 * than Swiper: the page needs none of Swiper's measuring, and Swiper's start (its 32 KB gzip of
 * code and the layouts its measuring forced) was the home page's longest task after the first
 * render on a phone (docs/BENCHMARKS.md, 30 Nov).
 */
import { CAROUSEL } from '@one-world/contract';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLatestArticles } from '../api/get-latest-articles';
import { CarouselHeader } from './carousel-header';
import { ArticleSlide, VideoEntrySlide } from './carousel-slides';
import { swipeStep, turned } from './carousel-steps';

/**
 * The fixed video entry, then the newest articles: one slide per view, turning every second
 * without stopping when someone swipes or uses the arrows. It does not turn by itself for people
 * who ask for reduced motion, and anyone can stop it with Pause (WCAG 2.2.2); it also holds
 * still while keyboard focus is on a slide, so a focused link does not slide away. Only the
 * slide in view can be reached by keyboard and screen readers (the others are inert); turning
 * it by hand says which slide is now in view.
 */
export function FeaturedCarousel() {
  const headingId = useId();
  const slidesId = useId();
  const t = useT();
  const { dir } = useLocale();
  const latest = useLatestArticles();
  const articles = (latest.data ?? []).slice(0, CAROUSEL.maxItems - 1);
  const slideCount = 1 + articles.length;

  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const [focusOnSlide, setFocusOnSlide] = useState(false);
  const turning = playing && !focusOnSlide && slideCount > 1;

  const [index, setIndex] = useState(0);
  const current = Math.min(index, slideCount - 1);
  const labelOf = (slide: number) => t('home.slideLabel', { index: slide + 1, count: slideCount });
  // What a screen reader hears after a turn by hand; autoplay turns silently.
  const [spoken, setSpoken] = useState('');
  const turnByHand = (step: 1 | -1) => {
    const next = turned(current, step, slideCount);
    setIndex(next);
    setSpoken(labelOf(next));
  };

  // A full delay on every slide, however it came into view.
  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(
      () => setIndex(turned(current, 1, slideCount)),
      CAROUSEL.autoplayDelayMs,
    );
    return () => clearTimeout(timer);
  }, [turning, current, slideCount]);

  // Focus events bubble as focusin/focusout (Preact, which renders the build, binds onFocus to
  // `focus`, which does not).
  const slides = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slides.current;
    if (!element) return;
    const onFocusIn = () => setFocusOnSlide(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) {
        setFocusOnSlide(false);
      }
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // A finger's swipe (a mouse uses the arrows): where it went down, read again where it lifts.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current =
      event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || slideCount < 2) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, dir);
    if (step !== 0) turnByHand(step);
  };

  // Each slide is the track's width and 10 px apart; in Arabic the track runs right to left.
  const shift = `translateX(calc(${dir === 'rtl' ? current : -current} * (100% + ${CAROUSEL.spaceBetween}px)))`;

  return (
    <section aria-roledescription={t('home.carousel')} aria-labelledby={headingId}>
      <CarouselHeader
        headingId={headingId}
        controls={latest.isPending ? 'reserved' : slideCount > 1 ? 'shown' : 'none'}
        controlsId={slidesId}
        playing={playing}
        onPlayingChange={(play) => setChoice(play ? 'play' : 'pause')}
        onPrevious={() => turnByHand(-1)}
        onNext={() => turnByHand(1)}
      />

      <div className="mt-3 overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
        <div
          ref={slides}
          id={slidesId}
          className="flex touch-pan-y transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ gap: CAROUSEL.spaceBetween, transform: shift }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {[null, ...articles].map((article, slide) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group with a role description (WAI-ARIA's carousel pattern); a fieldset groups form controls
            <div
              key={article?._id ?? 'video'}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={labelOf(slide)}
              inert={slide !== current}
              className="w-full shrink-0"
            >
              {article ? <ArticleSlide article={article} /> : <VideoEntrySlide />}
            </div>
          ))}
        </div>
      </div>

      <div aria-hidden="true" className="mt-3 flex h-3 items-center justify-center gap-2">
        {slideCount > 1 &&
          Array.from({ length: slideCount }, (_, slide) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a bullet is its place in the row
              key={slide}
              className={cn(
                'size-2 rounded-full',
                slide === current ? 'bg-brand-600' : 'bg-slate-500/60',
              )}
            />
          ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>

      {latest.isError && (
        <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm text-slate-600">
          {t('home.latestFailed')}
          <Button variant="ghost" size="sm" onClick={() => void latest.refetch()}>
            {t('ui.retry')}
          </Button>
        </p>
      )}
    </section>
  );
}
