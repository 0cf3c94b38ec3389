import { QUIZ_LIMITS, QUIZ_MESSAGES } from '@one-world/contract';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useQuizAllowance } from '../api/get-quiz-allowance';
import { useRecordQuizResult } from '../api/record-quiz-result';
import { type QuizSettings, useStartQuiz } from '../api/start-quiz';
import { QuizAllowancePanel } from '../components/quiz-allowance';
import { QuizQuestionCard } from '../components/quiz-question';
import { QuizResultModal } from '../components/quiz-result-modal';
import { QuizSetupForm } from '../components/quiz-setup-form';
import { advance, newGame, type QuizGame } from '../lib/quiz-game';

const DEFAULT_SETTINGS: QuizSettings = {
  amount: QUIZ_LIMITS.amountDefault,
  category: 'sports',
  difficulty: 'easy',
  type: 'boolean',
};

/** Why the last start did not lead to questions. */
type StartProblem = { kind: 'cantGenerate' } | { kind: 'allowance' | 'failed'; message: string };

/**
 * /quiz (SPEC §4–5): setup, loading, one question at a time, and the result modal; the weekly
 * allowance (SPEC §6) beside the setup. Open to visitors, who share the Basic allowance.
 */
export function QuizPage() {
  const t = useT();
  const { user } = useSession();
  const allowance = useQuizAllowance(user?._id ?? null);
  const start = useStartQuiz();
  const record = useRecordQuizResult();
  const [settings, setSettings] = useState<QuizSettings>(DEFAULT_SETTINGS);
  const [game, setGame] = useState<QuizGame | null>(null);
  const [problem, setProblem] = useState<StartProblem | null>(null);

  // Play Again and a refused start bring the focus back to the setup, where the next step is.
  const setupHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusSetup, setFocusSetup] = useState(0);
  useEffect(() => {
    if (focusSetup > 0) setupHeadingRef.current?.focus();
  }, [focusSetup]);

  const onStart = (chosen: QuizSettings) => {
    setSettings(chosen);
    setProblem(null);
    start.mutate(chosen, {
      onSuccess: (response) => {
        if (response.response_code === 1 || response.results.length === 0) {
          setProblem({ kind: 'cantGenerate' });
          setFocusSetup((count) => count + 1);
          return;
        }
        setGame(newGame(response.results, response.attemptId));
      },
      onError: (error) => {
        const message = errorMessage(error, t('quiz.startFailed'));
        setProblem({ kind: isHttpError(error, 429) ? 'allowance' : 'failed', message });
        setFocusSetup((count) => count + 1);
      },
    });
  };

  const onAnswer = (answer: string | null) => {
    if (!game) return;
    const next = advance(game, answer);
    setGame(next);
    if (next.finished && next.attemptId) {
      const body = { score: next.score, total: next.questions.length };
      record.mutate(
        { attemptId: next.attemptId, body },
        // The result is the player's to see either way; a lost record is only logged (SPEC §8).
        { onError: (error) => console.error('The quiz result was not recorded', error) },
      );
    }
  };

  const playAgain = () => {
    setGame(null);
    setProblem(null);
    setFocusSetup((count) => count + 1);
  };

  const current = game?.questions[game.index];

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('quiz.heading')}</h1>
        <p className="mt-2 text-slate-600">{t('quiz.intro')}</p>
      </header>

      {game && current ? (
        <div className="mt-8">
          <QuizQuestionCard
            key={game.index}
            question={current}
            index={game.index}
            total={game.questions.length}
            onAnswer={onAnswer}
          />
          <QuizResultModal
            open={game.finished}
            score={game.score}
            total={game.questions.length}
            onPlayAgain={playAgain}
          />
        </div>
      ) : start.isPending ? (
        <LoadingState label={t('quiz.loadingQuestions')} />
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="quiz-setup-heading" className="min-w-0">
            <h2
              id="quiz-setup-heading"
              ref={setupHeadingRef}
              tabIndex={-1}
              className="mb-4 text-lg font-semibold text-ink outline-none"
            >
              {t('quiz.choose')}
            </h2>
            {problem && (
              <div
                role="alert"
                className="mb-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
              >
                <p className="font-medium">
                  {problem.kind === 'cantGenerate'
                    ? t(QUIZ_MESSAGES.cantGenerate)
                    : problem.message}
                </p>
                {problem.kind === 'allowance' && (
                  <p className="mt-2">
                    <FormattedMessage
                      id="quiz.seePlans"
                      values={{
                        link: (chunks) => (
                          <Link
                            to={paths.pricing.href()}
                            className="font-semibold text-red-900 underline hover:text-red-950"
                          >
                            {chunks}
                          </Link>
                        ),
                      }}
                    />
                  </p>
                )}
              </div>
            )}
            <QuizSetupForm initial={settings} starting={start.isPending} onStart={onStart} />
          </section>
          <aside className="min-w-0">
            <QuizAllowancePanel allowance={allowance.data} failed={allowance.isError} />
          </aside>
        </div>
      )}
    </div>
  );
}
