import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A time with millisecond precision. Keyset pages compare timestamps against cursors that travel
 * through JavaScript, whose dates have millisecond precision: storing milliseconds keeps the
 * cursors exact.
 */
export const millis = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
