import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isPoolExhausted } from './pg-errors';

/** A server that accepts connections and never answers: a database that hangs. */
let silent: Server;
let port = 0;
const accepted: Socket[] = [];

beforeAll(async () => {
  silent = createServer((socket) => accepted.push(socket));
  await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
  const address = silent.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise<void>((closed) => silent.close(() => closed()));
});

describe('the database errors a request may meet', () => {
  it('tells a wait for a busy pool (an overload) from a connection that never came', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, max: 1, connectionTimeoutMillis: 100 });
    // The first request opens the pool's only connection, which never comes; the second waits in
    // the pool's queue for it.
    const [opening, queued] = await Promise.allSettled([pool.connect(), pool.connect()]);
    await pool.end();
    if (opening.status !== 'rejected' || queued.status !== 'rejected') {
      throw new Error('both requests should have failed');
    }
    expect(isDatabaseUnavailable(opening.reason)).toBe(true);
    expect(isPoolExhausted(opening.reason)).toBe(false);
    expect(isPoolExhausted(queued.reason)).toBe(true);
    expect(isDatabaseUnavailable(queued.reason)).toBe(false);
  });
});
