import { QUIZ_LIMITS } from '@one-world/contract';

/** The result as a rounded percentage (SPEC §4): 2 of 3 → 67. */
export function scorePercent(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 100) : 0;
}

/**
 * Whether the result earns the green "Congrats!!!" with confetti: above 40 percent. It is decided
 * on the percentage shown, so a result displayed as 40% is never green.
 */
export function isCongrats(percent: number): boolean {
  return percent > QUIZ_LIMITS.congratsAbovePercent;
}
