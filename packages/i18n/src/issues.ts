import { type Message, type MessageId, type MessageValues, parseMessageText } from './messages';

/** The part of a Zod issue that decides its text (the web app and server read it the same way). */
export interface SchemaIssue {
  code: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  values?: readonly unknown[];
}

/** The limits an issue carries, as values any message of it may use. */
function issueValues(issue: SchemaIssue): MessageValues {
  const values: MessageValues = {};
  if (issue.minimum !== undefined) values.minimum = Number(issue.minimum);
  if (issue.maximum !== undefined) values.maximum = Number(issue.maximum);
  if (issue.values) values.values = issue.values.map(String).join(', ');
  return values;
}

function genericId(issue: SchemaIssue): MessageId {
  const origin = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'number';
  switch (issue.code) {
    case 'too_small':
      return origin === 'string'
        ? 'validation.tooShort'
        : origin === 'array'
          ? 'validation.tooFew'
          : 'validation.tooSmall';
    case 'too_big':
      return origin === 'string'
        ? 'validation.tooLong'
        : origin === 'array'
          ? 'validation.tooMany'
          : 'validation.tooBig';
    case 'invalid_value':
      return 'validation.oneOf';
    case 'invalid_format':
      return 'validation.invalidFormat';
    case 'invalid_type':
      // Zod leaves the input out of its issues; its own text says when there was none.
      return /received undefined$/.test(issue.message)
        ? 'validation.required'
        : 'validation.invalidType';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

/**
 * The text of a schema problem: the schema's own message (a catalog id, see `messageText`) with
 * the limits the issue carries, or a generic text for its kind when the schema set none.
 */
export function issueMessage(
  issue: SchemaIssue,
  isId: (text: string) => text is MessageId,
): Message {
  const values = issueValues(issue);
  const own = parseMessageText(issue.message, isId);
  if (own) return { id: own.id, values: { ...values, ...own.values } };
  return { id: genericId(issue), values };
}
