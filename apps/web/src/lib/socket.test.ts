import { SOCKET_RECONNECTION } from '@one-world/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatSocket,
  createRealtime,
  nextPresence,
  SOCKET_OPTIONS,
  type SocketConnectOptions,
} from './socket';

/** The part of a socket.io client socket the store uses, driven by the test. */
class FakeSocket {
  active = true;
  readonly emitted: unknown[][] = [];
  readonly options: SocketConnectOptions;
  disconnected = false;
  connects = 0;
  private readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();

  constructor(options: SocketConnectOptions) {
    this.options = options;
  }

  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  disconnect() {
    this.disconnected = true;
    this.active = false;
    return this;
  }

  connect() {
    this.connects += 1;
    return this;
  }

  /** What the server or the connection would make the socket fire. */
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const realtime = createRealtime((options) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket as unknown as ChatSocket;
  });
  const socket = () => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket was created');
    return last;
  };
  return { realtime, sockets, socket };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('nextPresence', () => {
  it('replaces the set with a getUsers list', () => {
    const online = nextPresence(new Set(['a']), {
      kind: 'replace',
      users: [{ userId: 'b' }, { userId: 'c' }],
    });
    expect([...online]).toEqual(['b', 'c']);
  });

  it('adds and removes one contact', () => {
    const online = nextPresence(new Set(['a']), { kind: 'online', userId: 'b' });
    expect([...online]).toEqual(['a', 'b']);
    expect([...nextPresence(online, { kind: 'offline', userId: 'a' })]).toEqual(['b']);
  });

  it('keeps the same set when a delta changes nothing', () => {
    const online = new Set(['a']);
    expect(nextPresence(online, { kind: 'online', userId: 'a' })).toBe(online);
    expect(nextPresence(online, { kind: 'offline', userId: 'b' })).toBe(online);
  });
});

describe('createRealtime', () => {
  it('connects with the settings of SPEC §9, to its own origin, with the cookie', () => {
    const { realtime, socket } = setup();
    realtime.open('me');
    expect(socket().options).toBe(SOCKET_OPTIONS);
    expect(SOCKET_OPTIONS).toMatchObject({
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      timeout: 20_000,
      transports: ['polling', 'websocket'],
      withCredentials: true,
    });
    expect(realtime.getSnapshot().state).toBe('connecting');
  });

  it('announces the member on every connect and tells reconnect listeners after a loss', () => {
    const { realtime, socket } = setup();
    const reconnected = vi.fn();
    realtime.onReconnect(reconnected);
    realtime.open('me');

    socket().fire('connect');
    expect(socket().emitted).toEqual([['addUser', 'me']]);
    expect(realtime.getSnapshot().state).toBe('connected');
    expect(reconnected).not.toHaveBeenCalled();

    socket().fire('disconnect', 'transport close');
    expect(realtime.getSnapshot().state).toBe('reconnecting');
    socket().fire('connect_error', new Error('xhr poll error'));
    expect(realtime.getSnapshot().state).toBe('reconnecting');

    socket().fire('connect');
    expect(socket().emitted).toEqual([
      ['addUser', 'me'],
      ['addUser', 'me'],
    ]);
    expect(realtime.getSnapshot().state).toBe('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('connects again, after a pause, when the server closed the socket (a server shutting down)', () => {
    vi.useFakeTimers();
    const { realtime, socket } = setup();
    realtime.open('me');
    socket().fire('connect');
    socket().fire('disconnect', 'transport close');
    expect(socket().connects).toBe(0);
    socket().fire('connect');
    socket().fire('disconnect', 'io server disconnect');
    expect(realtime.getSnapshot().state).toBe('reconnecting');
    vi.advanceTimersByTime(SOCKET_RECONNECTION.reconnectionDelay - 1);
    expect(socket().connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket().connects).toBe(1);
  });

  it('keeps who is online from getUsers and the deltas, and forgets it when disconnected', () => {
    const { realtime, socket } = setup();
    realtime.open('me');
    socket().fire('connect');
    socket().fire('getUsers', [{ userId: 'a' }, { userId: 'b' }]);
    socket().fire('userOnline', { userId: 'c' });
    socket().fire('userOffline', { userId: 'a' });
    expect([...realtime.getSnapshot().online]).toEqual(['b', 'c']);

    socket().fire('disconnect', 'transport close');
    expect(realtime.getSnapshot().online.size).toBe(0);
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const { realtime, socket } = setup();
    const listener = vi.fn();
    const unsubscribe = realtime.subscribe(listener);
    realtime.open('me');
    socket().fire('connect');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    socket().fire('userOnline', { userId: 'a' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('opens one socket per member and closes it on sign-out', () => {
    const { realtime, sockets } = setup();
    realtime.open('me');
    realtime.open('me');
    expect(sockets).toHaveLength(1);

    realtime.open('someone-else');
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);

    realtime.close();
    expect(sockets[1]?.disconnected).toBe(true);
    expect(realtime.getSnapshot()).toEqual({ socket: null, state: null, online: new Set() });
  });

  it('ignores a closed socket that still fires', () => {
    const { realtime, sockets } = setup();
    realtime.open('me');
    const first = sockets[0];
    realtime.open('someone-else');
    first?.fire('disconnect', 'io client disconnect');
    expect(realtime.getSnapshot().state).toBe('connecting');
  });

  it('reports a refused handshake and tries again after the longest delay', () => {
    vi.useFakeTimers();
    const { realtime, socket } = setup();
    const refused = vi.fn();
    realtime.onRefused(refused);
    realtime.open('me');

    socket().active = false;
    socket().fire('connect_error', new Error('Please sign in'));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(realtime.getSnapshot().state).toBe('reconnecting');

    vi.advanceTimersByTime(SOCKET_RECONNECTION.reconnectionDelayMax - 1);
    expect(socket().connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket().connects).toBe(1);
  });

  it('does not try again after a refusal once signed out', () => {
    vi.useFakeTimers();
    const { realtime, socket } = setup();
    realtime.open('me');
    socket().active = false;
    socket().fire('connect_error', new Error('Please sign in'));
    const refusedSocket = socket();
    realtime.close();
    vi.runAllTimers();
    expect(refusedSocket.connects).toBe(0);
  });
});
