import { describe, expect, it } from 'vitest';
import { preparedShapes } from './prepared';

/** What `preparedShapes` asks of a built query: its name, and running it with values. */
function recordingBuilder() {
  const built: string[] = [];
  const build = (db: { id: number }, shape: { kind: string; after: boolean }) => {
    built.push(`${db.id}:${shape.kind}:${shape.after}`);
    return {
      prepare: (name: string) => ({
        execute: async (values: { n: number }) => ({ name, shape, n: values.n }),
      }),
    };
  };
  return { built, build };
}

describe('preparedShapes', () => {
  it('builds each shape once per database and names its statement after the shape', async () => {
    const { built, build } = recordingBuilder();
    const statement = preparedShapes(
      'page',
      ({ kind, after }: { kind: string; after: boolean }) => `${kind}_${after ? 'after' : 'first'}`,
      build,
    );
    const one = { id: 1 };
    const two = { id: 2 };

    expect(await statement(one, { kind: 'member', after: false }, { n: 1 })).toMatchObject({
      name: 'ow_page_member_first',
      n: 1,
    });
    expect(await statement(one, { kind: 'member', after: false }, { n: 2 })).toMatchObject({
      name: 'ow_page_member_first',
      n: 2,
    });
    expect(await statement(one, { kind: 'member', after: true }, { n: 3 })).toMatchObject({
      name: 'ow_page_member_after',
    });
    expect(await statement(two, { kind: 'member', after: false }, { n: 4 })).toMatchObject({
      name: 'ow_page_member_first',
    });
    expect(await statement(one, { kind: 'visitor', after: false }, { n: 5 })).toMatchObject({
      name: 'ow_page_visitor_first',
    });
    expect(built).toEqual(['1:member:false', '1:member:true', '2:member:false', '1:visitor:false']);
  });
});
