import { QUIZ_MESSAGES } from '@one-world/contract';
import { Button, Modal } from '../../../components/ui';
import { cn } from '../../../lib/cn';
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
  const percent = scorePercent(score, total);
  const good = isCongrats(percent);
  return (
    <Modal
      open={open}
      onClose={onPlayAgain}
      title="Your result"
      hideCloseButton
      footer={
        <Button size="lg" block onClick={onPlayAgain}>
          {QUIZ_MESSAGES.playAgain}
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
        {good && <p className="text-2xl font-bold">{QUIZ_MESSAGES.congrats}</p>}
        <p className="text-5xl font-bold tabular-nums">{percent}%</p>
        <p className="mt-2 text-lg font-medium">
          {score}/{total} correct
        </p>
      </div>
    </Modal>
  );
}
