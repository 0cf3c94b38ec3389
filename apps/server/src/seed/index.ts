import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { adminSeed } from './admin';
import { demoArticlesSeed } from './demo-articles';
import { demoPostsSeed } from './demo-posts';
import { demoProductsSeed } from './demo-products';
import { quizBankSeed } from './quiz-bank';
import type { SeedStep } from './seed-step';

const steps: SeedStep[] = [
  adminSeed,
  demoPostsSeed,
  demoArticlesSeed,
  demoProductsSeed,
  quizBankSeed,
];

/** Runs every seeding step in order; safe on every start. */
export async function seed(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  for (const step of steps) {
    await step.run(ctx, log);
  }
}
