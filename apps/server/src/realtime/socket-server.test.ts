import type { OnlineUser } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../lib/i18n';
import { follow, type SignedUp, signUp, startConversation } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { userRoom } from './socket-server';
import { type ClientSocket, connectSocket, nextEvent, roundTrip } from './test-socket';

/** A connected member: their socket and, in order, the presence it heard ("+id", "-id"). */
interface Client {
  member: SignedUp;
  socket: ClientSocket;
  heard: string[];
  /** The online contacts of the getUsers the socket got on connecting. */
  snapshot: string[];
}

const ids = (users: OnlineUser[]) => users.map((u) => u.userId).sort();

/** The client's online contacts, answered once all the server sent before has arrived. */
const contactsNow = async (client: Client): Promise<string[]> =>
  ids(await roundTrip(client.socket, client.member.user._id));

describe('real-time connection', () => {
  let t: TestApp;
  let url: string;
  const sockets: ClientSocket[] = [];

  const open = (headers: Record<string, string>): ClientSocket => {
    const socket = connectSocket(url, headers);
    sockets.push(socket);
    return socket;
  };

  /** Connects a socket of the member and waits for its first getUsers. */
  const online = async (member: SignedUp): Promise<Client> => {
    const socket = open({ cookie: member.cookie });
    const heard: string[] = [];
    socket.on('userOnline', ({ userId }) => heard.push(`+${userId}`));
    socket.on('userOffline', ({ userId }) => heard.push(`-${userId}`));
    const snapshot = ids(await nextEvent(socket, 'getUsers'));
    return { member, socket, heard, snapshot };
  };

  const pair = () => Promise.all([signUp(t.app), signUp(t.app)]);
  const trio = () => Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);

  const openConversation = (sender: SignedUp, receiver: SignedUp) =>
    startConversation(t.app, sender.cookie, receiver.user._id);

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

  it('refuses a visitor in the language their browser asks for', async () => {
    const socket = open({ 'accept-language': 'ar, en;q=0.5' });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe(translatorFor('ar').t('errors.signIn'));
    expect(error.message).not.toBe('Please sign in');
  });

  it('refuses a handshake from another origin', async () => {
    const { cookie } = await signUp(t.app);
    const socket = open({ cookie, origin: 'https://evil.example' });
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error).toBeInstanceOf(Error);
  });

  it('authenticates from the cookie and joins the member’s room', async () => {
    const alice = await signUp(t.app);
    await online(alice);
    const inRoom = await t.app.ctx.realtime.local.in(userRoom(alice.user._id)).fetchSockets();
    expect(inRoom.map((s) => s.data.actor.id)).toEqual([alice.user._id]);
  });

  it('sends a connecting socket its online contacts only', async () => {
    const [alice, followed, follower] = await trio();
    const [partner, absent, stranger] = await trio();
    await follow(t.app, alice.cookie, followed.user._id);
    await follow(t.app, follower.cookie, alice.user._id);
    await follow(t.app, alice.cookie, absent.user._id);
    await openConversation(partner, alice);
    await Promise.all([followed, follower, partner, stranger].map(online));

    const client = await online(alice);
    expect(client.snapshot).toEqual([followed, follower, partner].map((m) => m.user._id).sort());
  });

  it('tells only contacts that a member came online, once per member', async () => {
    const [alice, bob, carol] = await trio();
    await follow(t.app, bob.cookie, alice.user._id);
    const [bobClient, carolClient] = await Promise.all([online(bob), online(carol)]);

    const aliceOnline = nextEvent(bobClient.socket, 'userOnline');
    await online(alice);
    expect(await aliceOnline).toEqual({ userId: alice.user._id });
    await online(alice);

    // Carol, no contact, heard nothing of Alice and does not see her; Bob heard her once.
    expect(await contactsNow(carolClient)).toEqual([]);
    expect(carolClient.heard).toEqual([]);
    expect(await contactsNow(bobClient)).toEqual([alice.user._id]);
    expect(bobClient.heard).toEqual([`+${alice.user._id}`]);
  });

  it('answers addUser with the own id to that socket only, and ignores another member’s', async () => {
    const [alice, bob] = await pair();
    await follow(t.app, alice.cookie, bob.user._id);
    const bobClient = await online(bob);
    const aliceClient = await online(alice);
    const answers: string[][] = [];
    aliceClient.socket.on('getUsers', (users) => answers.push(ids(users)));
    bobClient.socket.on('getUsers', () => answers.push(['to Bob']));

    aliceClient.socket.emit('addUser', bob.user._id);
    expect(await contactsNow(aliceClient)).toEqual([bob.user._id]);
    expect(await contactsNow(aliceClient)).toEqual([bob.user._id]);
    expect(answers).toEqual([[bob.user._id], [bob.user._id]]);
  });

  it('tells contacts a member went offline when their last socket closes', async () => {
    const [alice, bob] = await pair();
    await openConversation(alice, bob);
    const bobClient = await online(bob);
    const firstTab = await online(alice);
    const secondTab = await online(alice);
    const aliceId = alice.user._id;

    firstTab.socket.close();
    await expect
      .poll(() => t.app.ctx.realtime.local.in(userRoom(aliceId)).fetchSockets())
      .toHaveLength(1);
    expect(await contactsNow(bobClient)).toEqual([aliceId]);

    const offline = nextEvent(bobClient.socket, 'userOffline');
    secondTab.socket.close();
    expect(await offline).toEqual({ userId: aliceId });
    expect(await contactsNow(bobClient)).toEqual([]);
    expect(bobClient.heard).toEqual([`+${aliceId}`, `-${aliceId}`]);
  });

  it('shows new contacts each other’s presence when one follows the other', async () => {
    const [alice, bob] = await pair();
    const [aliceClient, bobClient] = await Promise.all([online(alice), online(bob)]);
    expect(aliceClient.snapshot).toEqual([]);

    const seenByAlice = nextEvent(aliceClient.socket, 'userOnline');
    const seenByBob = nextEvent(bobClient.socket, 'userOnline');
    await follow(t.app, alice.cookie, bob.user._id);
    expect(await seenByAlice).toEqual({ userId: bob.user._id });
    expect(await seenByBob).toEqual({ userId: alice.user._id });
  });

  it('shows new conversation partners each other’s presence', async () => {
    const [alice, bob] = await pair();
    const bobClient = await online(bob);

    const seenByBob = nextEvent(bobClient.socket, 'userOnline');
    await online(alice);
    await openConversation(alice, bob);
    expect(await seenByBob).toEqual({ userId: alice.user._id });
  });
});

describe('real-time connection while Redis is unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still connects sockets and delivers to their rooms; presence waits for Redis', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const alice = await signUp(t.app);
    const socket = connectSocket(url, { cookie: alice.cookie });
    try {
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      await expect
        .poll(() => t.app.ctx.realtime.local.in(userRoom(alice.user._id)).fetchSockets())
        .toHaveLength(1);
      const delivered = new Promise((resolve) => socket.on('conversationRead', resolve));
      // Through the adapter, whose publish to the other nodes waits for Redis.
      t.app.ctx.realtime
        .to(userRoom(alice.user._id))
        .emit('conversationRead', { conversationId: 'c' });
      expect(await delivered).toEqual({ conversationId: 'c' });
    } finally {
      socket.close();
    }
  });
});
