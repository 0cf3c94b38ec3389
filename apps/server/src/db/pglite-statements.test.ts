import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PREPARED_STATEMENTS,
  preparingClient,
  type StatementClient,
} from './pglite-statements';

let pglite: PGlite;
let client: StatementClient;

/** The statements our client keeps prepared on the connection. */
const prepared = async () =>
  (
    await pglite.query<{ name: string; statement: string }>(
      `select name, statement from pg_prepared_statements where name like 'ow_pglite_%'`,
    )
  ).rows;

// PGlite's own, whatever database the run is for: the PostgreSQL run (`npm run
// test:integration:pg`) would repeat it unchanged.
describe.skipIf(process.env.TEST_DATABASE_URL)('PGlite statements prepared once', () => {
  beforeAll(async () => {
    pglite = await PGlite.create();
    client = preparingClient(pglite);
    await pglite.exec(`
      create table notes (id int primary key, body text, at timestamptz, tags text[], doc jsonb);
      insert into notes values (1, 'first', '2026-11-24T10:00:00Z', '{a,b}', '{"k": 1}');
    `);
  });
  afterAll(() => pglite.close());

  it('answers as PGlite does, in object and array row modes, with its parsers', async () => {
    const text = 'select id, body, at, tags, doc from notes where id = $1';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: { 1184: (value: string) => `at ${value}` } },
    ]) {
      const ours = await client.query(text, [1], options);
      const theirs = await pglite.query(text, [1], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const written = await client.query('update notes set body = $2 where id = $1', [1, 'again']);
    expect(written.affectedRows).toBe(1);
  });

  it('serializes parameters by their types (dates, arrays, JSON, nulls)', async () => {
    await client.query('insert into notes values ($1, $2, $3, $4, $5)', [
      2,
      null,
      new Date('2026-01-02T03:04:05Z'),
      ['x', 'y'],
      { k: [2] },
    ]);
    const { rows } = await client.query<{ at: Date; tags: string[]; doc: unknown; body: null }>(
      'select * from notes where id = $1',
      [2],
    );
    expect(rows[0]).toEqual({
      id: 2,
      body: null,
      at: new Date('2026-01-02T03:04:05Z'),
      tags: ['x', 'y'],
      doc: { k: [2] },
    });
  });

  it('parses and plans a statement once, however often it runs', async () => {
    const text = 'select body from notes where id = $1 and id > -1';
    for (let i = 0; i < 5; i++) await client.query(text, [1]);
    expect((await prepared()).filter((s) => s.statement === text)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PREPARED_STATEMENTS} statements, closing the least recently used`, async () => {
    const first = 'select 0 as n';
    await client.query(first);
    for (let i = 1; i <= MAX_PREPARED_STATEMENTS; i++) await client.query(`select ${i} as n`);
    const kept = await prepared();
    expect(kept).toHaveLength(MAX_PREPARED_STATEMENTS);
    expect(kept.map((s) => s.statement)).not.toContain(first);
    expect((await client.query<{ n: number }>(first)).rows).toEqual([{ n: 0 }]);
  });

  it('reports a failed statement with its code and query, and goes on working', async () => {
    await expect(client.query('insert into notes (id) values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      query: 'insert into notes (id) values ($1)',
    });
    await expect(client.query('select nope from notes')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('runs a statement again after its table changed under it', async () => {
    const text = 'select * from notes where id = $1';
    await client.query(text, [1]);
    await pglite.exec('alter table notes add column mood text');
    const { rows } = await client.query<Record<string, unknown>>(text, [1]);
    expect(rows[0]).toHaveProperty('mood', null);

    // Inside a transaction the failure ends it; the next run prepares the statement afresh.
    await pglite.exec('alter table notes add column place text');
    await expect(client.transaction((tx) => tx.query(text, [1]))).rejects.toMatchObject({
      code: '0A000',
    });
    const again = await client.transaction((tx) => tx.query<Record<string, unknown>>(text, [1]));
    expect(again.rows[0]).toHaveProperty('place', null);
  });

  it('runs a transaction’s queries inside it, and other queries after it', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [3, 'inside']);
      order.push('inserted');
      await held;
      await tx.query('select 1');
      order.push('committing');
    });
    const outside = (async () => {
      // Waits until the transaction began, then for it to end.
      while (order.length === 0) await new Promise((r) => setTimeout(r, 1));
      const { rows } = await client.query('select body from notes where id = $1', [3]);
      order.push(`read ${JSON.stringify(rows)}`);
    })();
    setTimeout(release, 20);
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['inserted', 'committing', 'read [{"body":"inside"}]']);

    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [4, 'undone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select id from notes where id = $1', [4])).rows).toEqual([]);
  });
});
