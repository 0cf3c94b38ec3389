import { QUIZ_MESSAGES } from '@one-world/contract';
import { useEffect, useId, useRef } from 'react';
import { Button, Card } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import type { PlayableQuestion } from '../lib/quiz-game';

interface QuizQuestionProps {
  question: PlayableQuestion;
  /** 0-based. */
  index: number;
  total: number;
  /** The chosen answer, or null for "Next question" without one. */
  onAnswer: (answer: string | null) => void;
}

/** One question at a time (keyed by its index): progress, the question as text, its shuffled answers and Next. */
export function QuizQuestionCard({ question, index, total, onAnswer }: QuizQuestionProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each question (the page keys this card by index) takes the focus, so keyboard and
  // screen-reader users start from it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby={headingId}>
        <p className="text-sm font-semibold text-brand-700">
          {t('quiz.questionOf', { number: index + 1, total })}
        </p>
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t('quiz.progress')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={index + 1}
        >
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          dir="auto"
          className="mt-5 text-xl font-semibold break-words text-ink outline-none sm:text-2xl"
        >
          {question.question}
        </h2>
        <ul aria-label={t('quiz.answers')} className="mt-6 grid gap-3 sm:grid-cols-2">
          {question.answers.map((answer) => (
            <li key={answer} className="min-w-0">
              <Button
                variant="secondary"
                size="lg"
                block
                className="h-auto! min-h-12 py-3"
                onClick={() => onAnswer(answer)}
              >
                {/* The button's look keeps its text on one line; a long answer wraps here. */}
                <span dir="auto" className="min-w-0 whitespace-normal break-words">
                  {answer}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button variant="ghost" onClick={() => onAnswer(null)}>
            {t(QUIZ_MESSAGES.nextQuestion)}
          </Button>
        </div>
      </section>
    </Card>
  );
}
