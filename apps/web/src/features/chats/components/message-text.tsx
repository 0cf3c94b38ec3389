import { linkify } from '../lib/linkify';

/**
 * A message's text, as text: web addresses become links that open in a new tab without giving
 * it this page (noopener) or the address it came from (noreferrer), and carry no endorsement.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p dir="auto" className="break-words whitespace-pre-wrap">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // The parts of one text never move, so their position names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
