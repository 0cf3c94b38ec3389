import { Link } from 'react-router';
import {
  ArrowRightIcon,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const CONTROLS = {
  shown: 'flex items-center gap-2',
  // In place but unseen (and out of the keyboard's and screen readers' way): on a phone the
  // controls wrap to a row of their own, which would push the slides down as they appear.
  reserved: 'invisible flex items-center gap-2',
  none: 'hidden',
} as const;

export interface CarouselHeaderProps {
  headingId: string;
  /**
   * The slide show's buttons: shown; `reserved` while the articles load (there may be more than
   * one slide to turn); `none` with one slide.
   */
  controls: keyof typeof CONTROLS;
  /** The id of the slides the buttons turn. */
  controlsId: string;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** The carousel's heading, its link to every article and its buttons. */
export function CarouselHeader({
  headingId,
  controls,
  controlsId,
  playing,
  onPlayingChange,
  onPrevious,
  onNext,
}: CarouselHeaderProps) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-baseline gap-4">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-ink">
          {t('home.featured')}
        </h2>
        <Link
          to={paths.inspiration.href()}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('home.allInspiration')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <div className={CONTROLS[controls]}>
        <Button
          variant="secondary"
          size="sm"
          className="rounded-full"
          aria-controls={controlsId}
          onClick={() => onPlayingChange(!playing)}
        >
          {playing ? (
            <PauseIcon className="size-4" fill="currentColor" strokeWidth={0} />
          ) : (
            <PlayIcon className="size-4" fill="currentColor" strokeWidth={0} />
          )}
          {t(playing ? 'home.pause' : 'home.play')}
          <span className="sr-only"> {t('home.slideShow')}</span>
        </Button>
        <button
          type="button"
          aria-controls={controlsId}
          onClick={onPrevious}
          aria-label={t('home.previousSlide')}
          className={ICON_BUTTON}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-controls={controlsId}
          onClick={onNext}
          aria-label={t('home.nextSlide')}
          className={ICON_BUTTON}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
