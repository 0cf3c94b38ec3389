import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './issues';
import { type MessageId, messageText } from './messages';

const KNOWN = new Set(['posts.titleLength', 'users.emailInvalid']);
const isId = (text: string): text is MessageId => KNOWN.has(text);

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a problem');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected a problem');
  return issue;
}

describe('issueMessage', () => {
  it('reads a schema message written by messageText, with its values and the issue limits', () => {
    const title = z
      .string()
      .min(3, { message: messageText('posts.titleLength' as MessageId, { max: 150 }) });
    expect(issueMessage(firstIssue(title, 'ab'), isId)).toEqual({
      id: 'posts.titleLength',
      values: { minimum: 3, max: 150 },
    });
  });

  it('reads a bare id', () => {
    const email = z.email({ message: 'users.emailInvalid' });
    expect(issueMessage(firstIssue(email, 'nope'), isId)).toEqual({
      id: 'users.emailInvalid',
      values: {},
    });
  });

  it('gives a problem without a message of its own the generic text of its kind', () => {
    expect(issueMessage(firstIssue(z.string().max(2), 'abc'), isId)).toEqual({
      id: 'validation.tooLong',
      values: { maximum: 2 },
    });
    expect(issueMessage(firstIssue(z.number().min(1), 0), isId).id).toBe('validation.tooSmall');
    expect(issueMessage(firstIssue(z.array(z.string()).min(1), []), isId).id).toBe(
      'validation.tooFew',
    );
    expect(issueMessage(firstIssue(z.enum(['a', 'b']), 'c'), isId)).toEqual({
      id: 'validation.oneOf',
      values: { values: 'a, b' },
    });
    expect(issueMessage(firstIssue(z.object({ a: z.string() }), {}), isId).id).toBe(
      'validation.required',
    );
    expect(issueMessage(firstIssue(z.string(), 5), isId).id).toBe('validation.invalidType');
  });
});
