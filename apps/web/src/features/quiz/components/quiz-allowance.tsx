import {
  QUIZ_CATEGORY_LABELS,
  QUIZ_DIFFICULTY_LABELS,
  QUIZ_TYPE_LABELS,
  type QuizAllowance,
} from '@one-world/contract';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card, LongDate, Spinner } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../lib/i18n';
import { scorePercent } from '../lib/score';

interface QuizAllowancePanelProps {
  allowance: QuizAllowance | undefined;
  /** The allowance could not be read: the quiz still works, the server still counts. */
  failed: boolean;
}

/** The reader's quizzes left this week (SPEC §6) and, for members, their recent results. */
export function QuizAllowancePanel({ allowance, failed }: QuizAllowancePanelProps) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  // Inside a sentence the kinds read in lower case, as "sports · easy · true or false".
  const kind = (id: Parameters<typeof t>[0]) => t(id).toLocaleLowerCase(locale);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-semibold text-ink">
          {t('quiz.thisWeek')}
        </h2>
        {!allowance ? (
          <div className="mt-3 text-sm text-slate-600">
            {failed ? (
              <p>{t('quiz.allowanceFailed')}</p>
            ) : (
              <Spinner label={t('quiz.allowanceLoading')} />
            )}
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700" data-testid="quiz-remaining">
              {allowance.limit === null ? (
                t('quiz.unlimited', { tier: allowance.tier })
              ) : (
                <FormattedMessage
                  id="quiz.remaining"
                  values={{
                    remaining: allowance.remaining ?? 0,
                    limit: allowance.limit,
                    tier: allowance.tier,
                    date: <LongDate iso={allowance.resetsAt} />,
                    strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
                  }}
                />
              )}
            </p>
            {allowance.limit !== null && (
              <p className="mt-2 text-sm">
                <Link
                  to={paths.pricing.href()}
                  className="font-medium text-brand-700 underline hover:text-brand-800"
                >
                  {t('quiz.moreWithMembership')}
                </Link>
              </p>
            )}
            {allowance.recent.length > 0 && (
              <>
                <h3 className="mt-5 text-sm font-semibold text-ink">{t('quiz.recentResults')}</h3>
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {allowance.recent.map((result) => (
                    <li key={result._id} className="flex flex-wrap justify-between gap-x-3 py-2">
                      <span className="text-slate-700">
                        {t('quiz.resultKind', {
                          category: kind(QUIZ_CATEGORY_LABELS[result.category]),
                          difficulty: kind(QUIZ_DIFFICULTY_LABELS[result.difficulty]),
                          type: t(QUIZ_TYPE_LABELS[result.type]),
                        })}
                      </span>
                      <span className="text-slate-600">
                        <strong className="text-ink tabular-nums">
                          {t('quiz.resultScore', {
                            score: intl.formatNumber(result.score),
                            total: intl.formatNumber(result.total),
                            percent: intl.formatNumber(scorePercent(result.score, result.total)),
                          })}
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
