import { z } from 'zod';

/** Every error response of the API (DESIGN.md §1). */
export const ErrorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
