import { QUIZ_TYPE_LABELS, type QuizAllowance } from '@one-world/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card, LongDate, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { scorePercent } from '../lib/score';

interface QuizAllowancePanelProps {
  allowance: QuizAllowance | undefined;
  /** The allowance could not be read: the quiz still works, the server still counts. */
  failed: boolean;
}

/** The reader's quizzes left this week (SPEC §6) and, for members, their recent results. */
export function QuizAllowancePanel({ allowance, failed }: QuizAllowancePanelProps) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-semibold text-ink">
          This week
        </h2>
        {!allowance ? (
          <div className="mt-3 text-sm text-slate-600">
            {failed ? (
              <p>Your quizzes left this week could not be loaded.</p>
            ) : (
              <Spinner label="Loading your quizzes..." />
            )}
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700" data-testid="quiz-remaining">
              {allowance.limit === null ? (
                <>Unlimited quizzes with {allowance.tier}.</>
              ) : (
                <>
                  <strong className="text-ink">
                    {allowance.remaining} of {allowance.limit}
                  </strong>{' '}
                  quizzes left this week ({allowance.tier}). New ones arrive on{' '}
                  <LongDate iso={allowance.resetsAt} />.
                </>
              )}
            </p>
            {allowance.limit !== null && (
              <p className="mt-2 text-sm">
                <Link
                  to={paths.pricing.href()}
                  className="font-medium text-brand-700 underline hover:text-brand-800"
                >
                  More quizzes with a membership
                </Link>
              </p>
            )}
            {allowance.recent.length > 0 && (
              <>
                <h3 className="mt-5 text-sm font-semibold text-ink">Recent results</h3>
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {allowance.recent.map((result) => (
                    <li key={result._id} className="flex flex-wrap justify-between gap-x-3 py-2">
                      <span className="text-slate-700">
                        {result.category} · {result.difficulty} · {QUIZ_TYPE_LABELS[result.type]}
                      </span>
                      <span className="text-slate-600">
                        <strong className="text-ink tabular-nums">
                          {result.score}/{result.total} ({scorePercent(result.score, result.total)}
                          %)
                        </strong>{' '}
                        <LongDate iso={result.finishedAt} />
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
