import type { ReactNode } from 'react';

/**
 * The tags rich catalog texts use in their rich texts (`<FormattedMessage
 * values={{ ...RICH }}>`): `<hidden>` is read by screen readers only ("Report<hidden> this
 * post</hidden>"), `<b>` is a member's text named in a sentence, isolated from its direction.
 */
export const RICH = {
  hidden: (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>,
  b: (chunks: ReactNode[]) => <bdi className="font-semibold break-words text-ink">{chunks}</bdi>,
  muted: (chunks: ReactNode[]) => <span className="font-normal text-slate-500">{chunks}</span>,
};
