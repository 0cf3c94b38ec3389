import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A time with millisecond precision. Keyset pages compare timestamps against cursors that travel
 * through JavaScript, whose dates have millisecond precision: storing milliseconds keeps the
 * cursors exact.
 */
export const millis = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The language members wrote a text in (issue 17): an ISO 639-1 code, detected on write and
 * correctable by the author; null when the text is too short to tell.
 */
export const contentLanguage = () => text('language');
