import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';

/** One idempotent seeding step: running it twice creates nothing twice. */
export interface SeedStep {
  name: string;
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<void>;
}
