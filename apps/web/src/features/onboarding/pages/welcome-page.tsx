import { COMPANY } from '@one-world/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRightIcon, Button, buttonClasses, CloseIcon } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../lib/i18n';
import { ONBOARDING_STEPS } from '../steps';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function WelcomePage() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const beginLinkRef = useRef<HTMLAnchorElement>(null);
  const total = ONBOARDING_STEPS.length;
  const isLast = index === total - 1;
  const step = ONBOARDING_STEPS[index];
  const t = useT();
  const { dir } = useLocale();

  // The next button unmounts on the last step; if it had focus, hand focus to the way forward.
  useEffect(() => {
    if (isLast && document.activeElement === document.body) beginLinkRef.current?.focus();
  }, [isLast]);

  const goTo = (next: number) => setIndex(Math.min(Math.max(next, 0), total - 1));

  // Forward is the reading direction: to the left in Arabic.
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) goTo(index + 1);
    if (event.key === back) goTo(index - 1);
  };

  if (!step) return null;

  return (
    <div className="mx-auto flex w-full max-w-2xl py-2 text-ink sm:py-6">
      {/* Arrow keys are a shortcut on top of the buttons, which already work with Tab and Enter. */}
      <section
        aria-roledescription={t('onboarding.slideshow')}
        aria-labelledby="welcome-heading"
        onKeyDown={onKeyDown}
        className="w-full overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
      >
        <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h1 id="welcome-heading" className="text-base font-semibold">
            {t('onboarding.heading', { company: COMPANY })}
          </h1>
          <Button variant="ghost" onClick={() => navigate(paths.home.href())}>
            <CloseIcon className="size-4" />
            {t('ui.close')}
          </Button>
        </header>

        <div aria-live="polite" className="px-6 py-10 text-center sm:px-12">
          <span className="mx-auto flex size-20 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <step.Icon className="size-12" strokeWidth={1.5} />
          </span>
          <p className="mt-6 text-sm font-semibold text-brand-700">
            {t('onboarding.stepOf', { step: index + 1, total })}
          </p>
          <h2 className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t(step.title)}
          </h2>
          <p className="mt-4 leading-relaxed text-pretty text-slate-600">{t(step.text)}</p>
        </div>

        <footer className="flex min-h-20 items-center justify-between gap-4 border-t border-slate-200 bg-slate-50 px-6 py-4">
          <ol className="flex gap-1" aria-label={t('onboarding.steps')}>
            {ONBOARDING_STEPS.map((item, itemIndex) => (
              <li key={item.title}>
                <button
                  type="button"
                  onClick={() => goTo(itemIndex)}
                  aria-label={t('onboarding.goToStep', { step: itemIndex + 1 })}
                  aria-current={itemIndex === index ? 'step' : undefined}
                  className={`flex size-8 items-center justify-center rounded-full ${focusRing}`}
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${
                      itemIndex === index ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ol>
          {isLast ? (
            <Link
              ref={beginLinkRef}
              to={paths.home.href()}
              className={buttonClasses({ size: 'lg' })}
            >
              {t('onboarding.begin')}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => goTo(index + 1)}
              aria-label={t('onboarding.nextStep')}
              className={`flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm hover:bg-brand-700 ${focusRing}`}
            >
              <ArrowRightIcon className="size-6" />
            </button>
          )}
        </footer>
      </section>
    </div>
  );
}
