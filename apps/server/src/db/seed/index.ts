import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { adminSeed } from './admin';
import { demoPostsSeed } from './demo-posts';

/** One idempotent seeding step: running it twice creates nothing twice. */
export interface SeedStep {
  name: string;
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<void>;
}

const steps: SeedStep[] = [adminSeed, demoPostsSeed];

/** Runs every seeding step in order; safe on every start. */
export async function seed(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  for (const step of steps) {
    await step.run(ctx, log);
  }
}
