/**
 * The home carousel (SPEC §2, §4, §9). This module is loaded lazily by the home page, so Swiper
 * and its styles travel with the home page's carousel only, never with the first bundle.
 */
import { CAROUSEL } from '@one-world/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { Button } from '../../../components/ui';
import { useLocale, useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLatestArticles } from '../api/get-latest-articles';
import { CarouselHeader } from './carousel-header';
import { ArticleSlide, VideoEntrySlide } from './carousel-slides';

const MODULES = [A11y, Autoplay, Navigation, Pagination];

/**
 * The fixed video entry, then the newest articles: one slide per view, turning every second
 * without stopping when someone swipes or uses the arrows. It does not turn by itself for people
 * who ask for reduced motion, and anyone can stop it with Pause (WCAG 2.2.2); it also holds
 * still while keyboard focus is on a slide, so a focused link does not slide away.
 */
export function FeaturedCarousel() {
  const headingId = useId();
  const t = useT();
  const { locale, dir } = useLocale();
  // Swiper's own announcements; its {{placeholders}} are filled by Swiper.
  const a11y = useMemo(
    () => ({
      prevSlideMessage: t('home.previousSlide'),
      nextSlideMessage: t('home.nextSlide'),
      slideLabelMessage: t('home.slideLabel', {
        index: '{{index}}',
        count: '{{slidesLength}}',
      }),
      itemRoleDescriptionMessage: t('home.slide'),
    }),
    [t],
  );
  const latest = useLatestArticles();
  const articles = (latest.data ?? []).slice(0, CAROUSEL.maxItems - 1);
  const slideCount = 1 + articles.length;

  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const [focusOnSlide, setFocusOnSlide] = useState(false);
  const turning = playing && !focusOnSlide && slideCount > 1;

  // Swiper takes its arrows and pagination as elements, which exist only after the first render.
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);
  // Read once: Swiper starts autoplay at init only if enabled; afterwards the effect drives it.
  const [autoplay] = useState(() => ({
    delay: CAROUSEL.autoplayDelayMs,
    disableOnInteraction: false,
    enabled: playing,
  }));

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (turning && !swiper.autoplay.running) swiper.autoplay.start();
    if (!turning && swiper.autoplay.running) swiper.autoplay.stop();
    // A turning carousel would talk every second; a still one announces the slide it moves to.
    swiper.wrapperEl.setAttribute('aria-live', turning ? 'off' : 'polite');
  }, [swiper, turning]);

  useEffect(() => {
    const element = swiper?.el;
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
  }, [swiper]);

  return (
    <section aria-roledescription={t('home.carousel')} aria-labelledby={headingId}>
      <CarouselHeader
        headingId={headingId}
        controls={latest.isPending ? 'reserved' : slideCount > 1 ? 'shown' : 'none'}
        playing={playing}
        onPlayingChange={(play) => setChoice(play ? 'play' : 'pause')}
        prevRef={setPrevEl}
        nextRef={setNextEl}
      />

      <div className="mt-3 overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
        {/* Drawn anew in another language: Swiper reads its direction and texts only at start,
            and in Arabic it runs right to left (swipes and arrows mirror). */}
        <Swiper
          key={locale}
          dir={dir}
          modules={MODULES}
          slidesPerView={CAROUSEL.slidesPerView}
          spaceBetween={CAROUSEL.spaceBetween}
          speed={reducedMotion ? 0 : 300}
          rewind
          autoplay={autoplay}
          navigation={{ prevEl, nextEl }}
          pagination={{ el: paginationEl, clickable: false }}
          a11y={a11y}
          onSwiper={setSwiper}
        >
          <SwiperSlide>
            <VideoEntrySlide />
          </SwiperSlide>
          {articles.map((article) => (
            <SwiperSlide key={article._id}>
              <ArticleSlide article={article} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>

      <div
        ref={setPaginationEl}
        className="mt-3 flex h-3 justify-center [--swiper-pagination-bullet-inactive-color:var(--color-slate-500)] [--swiper-pagination-bullet-inactive-opacity:0.6] [--swiper-pagination-color:var(--color-brand-600)]"
      />

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
