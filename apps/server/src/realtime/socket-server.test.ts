import type { OnlineUser } from '@one-world/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { userRoom } from './socket-server';

describe('real-time connection', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  const open = (headers: Record<string, string>) => {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('refuses a handshake without a session', async () => {
    const socket = open({});
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Please sign in');
  });

  it('refuses a handshake from another origin', async () => {
    const { cookie } = await signUp(t.app);
    const socket = open({ cookie, origin: 'https://evil.example' });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error).toBeInstanceOf(Error);
  });

  it('authenticates from the cookie, joins the user room and shares presence', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const aliceSocket = open({ cookie: alice.cookie });
    await new Promise<void>((resolve) => aliceSocket.on('connect', resolve));

    const seenByAlice = new Promise<OnlineUser[]>((resolve) => {
      aliceSocket.on('getUsers', (users: OnlineUser[]) => {
        if (users.some((u) => u.userId === bob.user._id)) resolve(users);
      });
    });
    const bobSocket = open({ cookie: bob.cookie });
    await new Promise<void>((resolve) => bobSocket.on('connect', resolve));
    const online = (await seenByAlice).map((u) => u.userId);
    expect(online).toEqual(expect.arrayContaining([alice.user._id, bob.user._id]));

    const inRoom = await t.app.ctx.realtime.in(userRoom(bob.user._id)).fetchSockets();
    expect(inRoom).toHaveLength(1);
  });

  it('answers addUser with getUsers to that socket only, and ignores another user’s id', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const aliceSocket = open({ cookie: alice.cookie });
    const bobSocket = open({ cookie: bob.cookie });
    await Promise.all(
      [aliceSocket, bobSocket].map((s) => new Promise<void>((resolve) => s.on('connect', resolve))),
    );
    // Let the connect broadcasts settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const heard = { alice: [] as OnlineUser[][], bob: [] as OnlineUser[][] };
    aliceSocket.on('getUsers', (users: OnlineUser[]) => heard.alice.push(users));
    bobSocket.on('getUsers', (users: OnlineUser[]) => heard.bob.push(users));

    aliceSocket.emit('addUser', bob.user._id);
    aliceSocket.emit('addUser', alice.user._id);
    await vi.waitFor(() => expect(heard.alice).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.alice).toHaveLength(1);
    expect(heard.alice[0]?.map((u) => u.userId)).toEqual(
      expect.arrayContaining([alice.user._id, bob.user._id]),
    );
    expect(heard.bob).toHaveLength(0);
  });
});
