import type { Highlighted } from '@one-world/contract';
import { Fragment } from 'react';

/** The words of a highlighted text without its marks (for labels and alt texts). */
export function plainText(parts: Highlighted): string {
  return parts.map((part) => part.text).join('');
}

/**
 * A search hit's text: the matched words in <mark>, everything as text (never HTML), so what a
 * member wrote cannot turn into markup here.
 */
export function HighlightedText({ parts }: { parts: Highlighted }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
