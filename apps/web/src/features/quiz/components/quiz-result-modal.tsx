import { QUIZ_MESSAGES } from '@one-world/contract';
import { useIntl } from 'react-intl';
import { Button, Modal } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { isCongrats, scorePercent } from '../lib/score';
import { QuizConfetti } from './quiz-confetti';

interface QuizResultModalProps {
  open: boolean;
  score: number;
  total: number;
  onPlayAgain: () => void;
}

/**
 * The result of SPEC §4: the rounded percentage and correct/total, green with confetti and
 * "Congrats!!!" above 40%, red at or below. Closing it in any way plays again.
 */
export function QuizResultModal({ open, score, total, onPlayAgain }: QuizResultModalProps) {
  const t = useT();
  const intl = useIntl();
  const percent = scorePercent(score, total);
  const good = isCongrats(percent);
  return (
    <Modal
      open={open}
      onClose={onPlayAgain}
      title={t('quiz.yourResult')}
      hideCloseButton
      footer={
        <Button size="lg" block onClick={onPlayAgain}>
          {t(QUIZ_MESSAGES.playAgain)}
        </Button>
      }
    >
      {good && <QuizConfetti />}
      <div
        data-result={good ? 'good' : 'poor'}
        className={cn(
          'rounded-xl border p-6 text-center',
          good
            ? 'border-green-200 bg-green-50 text-green-800'
            : 'border-red-200 bg-red-50 text-red-800',
        )}
      >
        {good && <p className="text-2xl font-bold">{t(QUIZ_MESSAGES.congrats)}</p>}
        <p className="text-5xl font-bold tabular-nums">
          {intl.formatNumber(percent / 100, { style: 'percent' })}
        </p>
        <p className="mt-2 text-lg font-medium">{t('quiz.correctCount', { score, total })}</p>
      </div>
    </Modal>
  );
}
