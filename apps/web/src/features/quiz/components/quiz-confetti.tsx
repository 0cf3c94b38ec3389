import { lazy, Suspense } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

// Loaded only when a result earns it, so the quiz's first screen does not carry it.
const Confetti = lazy(() => import('react-confetti'));

/** The celebration over a good result; nothing for readers who ask for reduced motion. */
export function QuizConfetti() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (reducedMotion) return null;
  return (
    <Suspense fallback={null}>
      <Confetti
        aria-hidden="true"
        data-testid="quiz-confetti"
        width={window.innerWidth}
        height={window.innerHeight}
        recycle={false}
        numberOfPieces={300}
        style={{ position: 'fixed' }}
      />
    </Suspense>
  );
}
