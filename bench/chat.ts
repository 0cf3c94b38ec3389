/**
 * Chat delivery benchmark (issues 8 and 12): N connected members, paired in N/2 conversations,
 * send messages to their partner over Socket.IO (`sendMessage` with an acknowledgement; the
 * partner receives `getMessage`). Measured against the built server (stored, then emitted to both
 * members' rooms) and, in the same run, against a bare Socket.IO relay (bench/chat-relay.ts) as
 * the baseline.
 *
 * 1. creates a throwaway database (bench/support.ts) and seeds in SQL the members, their
 *    conversations and one session each, so no client has to sign up or sign in;
 * 2. for each server in turn, in its own process(es): connects every client (WebSocket
 *    transport), warms up, then
 *    - steady: every client sends `--rate` messages a second for `--duration` seconds; delivery
 *      latency is from the emit to the partner's getMessage, on this process's clock;
 *    - throughput: every client keeps `--window` messages unacknowledged for `--throughput`
 *      seconds; the figure is messages delivered per second;
 *    With `--redis URL` the built server runs as two nodes sharing Redis, each member on the
 *    other node than their partner, so every message crosses Redis.
 * 3. prints both servers side by side and the real server's figures as ratios of the relay's;
 * 4. drops the database, and exits non-zero when a message was lost, refused or duplicated.
 *
 * Run with `npm run bench:chat` after `npm run build` (`-- --help` lists the flags); the full
 * benchmark (bench/main.ts) calls `runChatBench`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type ClientToServerEvents,
  type IncomingMessage,
  SESSION_COOKIE,
  type ServerToClientEvents,
} from '@one-world/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_SEND_LIMIT } from '../apps/server/src/modules/chat/chat.socket';
import type { BenchContext, Figure } from './results';
import {
  BUILT_SERVER,
  createThrowawayDatabase,
  log,
  machineCpu,
  percentile,
  processCpuSeconds,
  seconds,
  startBuiltServer,
  startServerProcess,
} from './support';

const USAGE = `npm run bench:chat -- [flags]   (after npm run build)
  --clients N      connected members, even (default 1000; --quick: 100)
  --rate R         messages a second each client sends in the steady phase (default 0.5)
  --duration S     seconds of the steady phase (default 30; --quick: 3)
  --warmup S       seconds of unmeasured sending first (default 5; --quick: 1)
  --throughput S   seconds of the throughput phase, 0 to skip it (default 15; --quick: 2)
  --window W       messages each client keeps unacknowledged in that phase (default 1)
  --redis URL      the built server runs as two nodes sharing this Redis
  --quick          a small, fast run`;

/** Issue 12's targets for one node on PostgreSQL. */
const TARGET_P99_MS = 50;
const TARGET_SHARE_OF_RELAY = 0.5;

/**
 * After a phase, how long to wait for its last acknowledgements and deliveries before counting
 * what is missing as errors.
 */
const DRAIN_LIMIT_MS = 15_000;
const CONNECT_CONCURRENCY = 50;
/**
 * The shortest gap between two sends of one client: the real server refuses a socket that sends
 * faster than its limit, and the benchmark's clients keep to it (the relay gets the same clients).
 */
const MIN_SEND_GAP_MS = 1000 / SOCKET_SEND_LIMIT.perSecond;
/**
 * The Redis database the two nodes keep their presence keys in (the adapter's channels are
 * shared by every database): its `ow-*` keys are deleted after the run.
 */
const REDIS_DB = 11;

interface Settings {
  clients: number;
  rate: number;
  duration: number;
  warmup: number;
  throughput: number;
  window: number;
  redisUrl: string | undefined;
  /** Where the throwaway database is created (an admin URL); the variables when absent. */
  databaseUrl: string | undefined;
}

const defaults = (quick: boolean, clients?: number) => ({
  clients: clients ?? (quick ? 100 : 1000),
  rate: 0.5,
  duration: quick ? 3 : 30,
  warmup: quick ? 1 : 5,
  throughput: quick ? 2 : 15,
  window: 1,
});

/** A wrong flag ends the run before anything is created, with the usage. */
function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const parseFlags = () =>
  parseArgs({
    options: {
      clients: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      throughput: { type: 'string' },
      window: { type: 'string' },
      redis: { type: 'string' },
      quick: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });

function readSettings(): Settings {
  let values: ReturnType<typeof parseFlags>['values'];
  try {
    ({ values } = parseFlags());
  } catch (err) {
    usageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const fallback = defaults(values.quick ?? false);
  const number = (name: keyof typeof fallback, min: number) => {
    const raw = values[name];
    const value = typeof raw === 'string' ? Number(raw) : fallback[name];
    if (!Number.isFinite(value) || value < min) {
      usageError(`--${name} must be a number of at least ${min}`);
    }
    return value;
  };
  const settings = {
    clients: number('clients', 2),
    rate: number('rate', 0.01),
    duration: number('duration', 1),
    warmup: number('warmup', 0),
    throughput: number('throughput', 0),
    window: number('window', 1),
    redisUrl: values.redis,
    databaseUrl: undefined,
  };
  if (!Number.isInteger(settings.clients) || settings.clients % 2 !== 0) {
    usageError('--clients must be an even whole number (members talk in pairs)');
  }
  if (settings.rate > SOCKET_SEND_LIMIT.perSecond) {
    usageError(
      `--rate must be at most the server's limit, ${SOCKET_SEND_LIMIT.perSecond} a second`,
    );
  }
  return settings;
}

interface Member {
  userId: string;
  /** Index of the partner in the member list. */
  partner: number;
  conversationId: string;
  token: string;
}

/**
 * Members 2k and 2k + 1 are partners, with their conversation and one session each. Session
 * tokens are stored as the hex SHA-256 of the cookie value, as plugins/session.ts stores them.
 */
async function seed(url: string, count: number): Promise<Member[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `CREATE TEMP TABLE bench_members AS
       SELECT g AS n, gen_random_uuid() AS id, $2 || '.' || g AS token
       FROM generate_series(0, $1 - 1) g`,
      [count, randomBytes(24).toString('base64url')],
    );
    await client.query(
      `INSERT INTO users (id, name, email, password_hash)
       SELECT id, 'Chat bench member ' || n, 'chat' || n || '@bench.example.org', '!'
       FROM bench_members`,
    );
    await client.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at)
       SELECT encode(sha256(convert_to(token, 'UTF8')), 'hex'), id, now() + interval '1 day'
       FROM bench_members`,
    );
    await client.query(
      `INSERT INTO conversations (member_a, member_b)
       SELECT a.id, b.id FROM bench_members a JOIN bench_members b ON b.n = a.n + 1
       WHERE a.n % 2 = 0`,
    );
    await client.query('ANALYZE users, sessions, conversations');
    const { rows } = await client.query<{ id: string; token: string; conversation: string }>(
      `SELECT m.id, m.token, c.id AS conversation
       FROM bench_members m
       JOIN bench_members p ON p.n = m.n # 1
       JOIN conversations c ON (c.member_a, c.member_b) IN ((m.id, p.id), (p.id, m.id))
       ORDER BY m.n`,
    );
    return rows.map((row, n) => ({
      userId: row.id,
      partner: n ^ 1,
      conversationId: row.conversation,
      token: row.token,
    }));
  } finally {
    await client.end();
  }
}

/** One phase's counts and samples. */
class Phase {
  sent = 0;
  ackErrors = 0;
  delivered = 0;
  /** Deliveries to the partner before the phase stopped sending: the messages-per-second count. */
  deliveredInWindow = 0;
  lost = 0;
  missingEchoes = 0;
  latencies: number[] = [];
  windowEnd = Number.POSITIVE_INFINITY;
  constructor(readonly name: string) {}
}

interface Sent {
  phase: Phase;
  sender: number;
  receiver: number;
  sentAt: number;
  acked: boolean;
  delivered: boolean;
  echoed: boolean;
}

interface Client {
  member: Member;
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
}

/** The messages in flight of one server's measurement, and what went wrong. */
class Tracker {
  /** By the id the client gave them. */
  readonly pending = new Map<string, Sent>();
  private drained: (() => void) | undefined;
  /** getMessage events no message in flight explains: duplicates, or delivered to a stranger. */
  unexpected = 0;
  unexpectedDisconnects = 0;
  readonly errorSamples = new Set<string>();

  onMessage(index: number, message: IncomingMessage) {
    const sent = this.pending.get(message._id);
    if (!sent) {
      this.unexpected++;
      return;
    }
    const now = performance.now();
    if (index === sent.receiver && !sent.delivered) {
      sent.delivered = true;
      sent.phase.delivered++;
      sent.phase.latencies.push(now - sent.sentAt);
      if (now <= sent.phase.windowEnd) sent.phase.deliveredInWindow++;
    } else if (index === sent.sender && !sent.echoed) {
      sent.echoed = true;
    } else {
      this.unexpected++;
      return;
    }
    if (sent.acked && sent.delivered && sent.echoed) this.complete(message._id);
  }

  private complete(id: string) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.drained?.();
  }

  send(clients: Client[], index: number, phase: Phase, onAck?: () => void) {
    const client = clients[index];
    if (!client) return;
    const { member } = client;
    const _id = randomUUID();
    const sent: Sent = {
      phase,
      sender: index,
      receiver: member.partner,
      sentAt: performance.now(),
      acked: false,
      delivered: false,
      echoed: false,
    };
    this.pending.set(_id, sent);
    phase.sent++;
    client.socket.emit(
      'sendMessage',
      {
        _id,
        senderId: member.userId,
        receiverId: clients[member.partner]?.member.userId ?? '',
        conversationId: member.conversationId,
        text: `Message ${phase.sent} of member ${index}: how is the tree planting going this week?`,
      },
      (ack) => {
        sent.acked = true;
        if (!ack.ok) {
          phase.ackErrors++;
          this.errorSamples.add(JSON.stringify(ack));
          // A refused message is not expected anywhere.
          this.complete(_id);
        } else if (sent.delivered && sent.echoed) {
          this.complete(_id);
        }
        onAck?.();
      },
    );
  }

  /** Resolves once every message in flight is acknowledged and delivered, or at the limit. */
  drain(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.drained = undefined;
        for (const sent of this.pending.values()) {
          if (!sent.acked) {
            sent.phase.ackErrors++;
            this.errorSamples.add(
              `no acknowledgement within ${DRAIN_LIMIT_MS / 1000} s of the phase's end`,
            );
          } else if (!sent.delivered) {
            sent.phase.lost++;
          } else {
            sent.phase.missingEchoes++;
          }
        }
        this.pending.clear();
        resolve();
      };
      const timer = setTimeout(finish, DRAIN_LIMIT_MS);
      this.drained = finish;
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every client sends `rate` messages a second, on its own schedule, for `duration` seconds. */
async function steady(
  tracker: Tracker,
  clients: Client[],
  phase: Phase,
  duration: number,
  rate: number,
) {
  const period = 1000 / rate;
  const start = performance.now();
  const end = start + duration * 1000;
  phase.windowEnd = end;
  await Promise.all(
    clients.map(
      (_, index) =>
        new Promise<void>((done) => {
          // Clients start at random points of the period, so their sends do not come in bursts.
          let next = start + Math.random() * period;
          const schedule = () => {
            if (next >= end) done();
            else setTimeout(tick, Math.max(0, next - performance.now()));
          };
          const tick = () => {
            tracker.send(clients, index, phase);
            next += period;
            schedule();
          };
          schedule();
        }),
    ),
  );
  // The phase lasts its full duration, so messages per second divide by exactly that.
  await sleep(end - performance.now());
}

/**
 * Every client keeps `window` messages unacknowledged for `duration` seconds, sending the next
 * one as an acknowledgement comes back (no faster than the server's per-socket limit).
 */
async function saturate(
  tracker: Tracker,
  clients: Client[],
  phase: Phase,
  duration: number,
  window: number,
) {
  const end = performance.now() + duration * 1000;
  phase.windowEnd = end;
  const lastSend = clients.map(() => Number.NEGATIVE_INFINITY);
  const loop = (index: number) => {
    const now = performance.now();
    if (now >= end) return;
    const wait = (lastSend[index] ?? 0) + MIN_SEND_GAP_MS - now;
    if (wait > 0) {
      setTimeout(() => loop(index), wait);
      return;
    }
    lastSend[index] = now;
    tracker.send(clients, index, phase, () => loop(index));
  };
  for (const index of clients.keys()) for (let i = 0; i < window; i++) loop(index);
  await sleep(duration * 1000);
}

/**
 * Connects a client per member into `clients`, a few at a time, member i to `bases[i % n]`. Each
 * is added as soon as it is created, so the caller can close them all whatever happens.
 */
async function connectAll(
  tracker: Tracker,
  bases: string[],
  members: Member[],
  clients: Client[],
): Promise<void> {
  let next = 0;
  const connectNext = async (): Promise<void> => {
    const index = next++;
    const member = members[index];
    if (!member) return;
    const socket: Client['socket'] = io(bases[index % bases.length] ?? '', {
      transports: ['websocket'],
      extraHeaders: { cookie: `${SESSION_COOKIE}=${member.token}` },
      // Only the relay reads this: the real server knows the member from the session cookie.
      auth: { userId: member.userId },
      reconnection: false,
      forceNew: true,
    });
    clients[index] = { member, socket };
    socket.on('getMessage', (message) => tracker.onMessage(index, message));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', (err) =>
        reject(new Error(`client ${index} could not connect: ${err.message}`)),
      );
    });
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') tracker.unexpectedDisconnects++;
    });
    return connectNext();
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, connectNext));
}

interface Row {
  server: string;
  phase: string;
  sent: number;
  delivered: number;
  lost: number;
  ackErrors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  /** The server processes' CPU use while they were sending, as a share of one core. */
  cpu: number;
  /** The whole machine's CPU use meanwhile (PostgreSQL and this load generator included). */
  machine: number;
  /** The load generator's own event-loop delay (p99): high means it, not the server, lagged. */
  lag: number;
}

/** Servers under test, each in its own process: their base URLs, CPU so far, and a stop. */
interface Started {
  bases: string[];
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

interface Target {
  name: string;
  start(): Promise<Started>;
}

/** The relay (bench/chat-relay.ts), one process. */
async function startRelay(): Promise<Started> {
  const relay = await startServerProcess(new URL('./chat-relay.ts', import.meta.url), {});
  return {
    bases: [`http://127.0.0.1:${relay.port}`],
    cpuSeconds: () => relay.cpuSeconds(),
    stop: () => relay.stop(),
  };
}

/** `nodes` built servers on the database, sharing Redis when there are several. */
async function startNodes(
  databaseUrl: string,
  redisUrl: string | undefined,
  nodes: number,
): Promise<Started> {
  const started = await Promise.all(
    Array.from({ length: nodes }, () =>
      startBuiltServer({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }),
    ),
  );
  return {
    bases: started.map((node) => node.url),
    cpuSeconds: async () =>
      started.reduce((sum, node) => sum + (processCpuSeconds(node.pid) ?? 0), 0),
    stop: async () => {
      await Promise.all(started.map((node) => node.stop()));
    },
  };
}

interface Measured {
  rows: Row[];
  connectSeconds: number;
  /** What went wrong, each with its count (none: empty). */
  failures: string[];
  errorSamples: string[];
}

async function measure(target: Target, members: Member[], settings: Settings): Promise<Measured> {
  const tracker = new Tracker();
  const server = await target.start();
  const rows: Row[] = [];
  const clients: Client[] = [];
  const phases: Phase[] = [];
  let connectSeconds = 0;
  try {
    const started = performance.now();
    await connectAll(tracker, server.bases, members, clients);
    connectSeconds = (performance.now() - started) / 1000;
    log(`${target.name}: ${clients.length} clients connected in ${seconds(started)}`);

    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const run = async (name: string, recorded: boolean, body: (phase: Phase) => Promise<void>) => {
      const phase = new Phase(name);
      phases.push(phase);
      const cpuBefore = await server.cpuSeconds();
      const machineBefore = machineCpu();
      loopDelay.reset();
      const t0 = performance.now();
      await body(phase);
      const wall = (performance.now() - t0) / 1000;
      const cpu = (await server.cpuSeconds()) - cpuBefore;
      const machineAfter = machineCpu();
      const lag = loopDelay.percentile(99) / 1e6;
      await tracker.drain();
      if (!recorded) return;
      const sorted = phase.latencies.sort((a, b) => a - b);
      rows.push({
        server: target.name,
        phase: name,
        sent: phase.sent,
        delivered: phase.delivered,
        lost: phase.lost,
        ackErrors: phase.ackErrors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
        perSecond: phase.deliveredInWindow / wall,
        cpu: cpu / wall,
        machine:
          (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
        lag,
      });
      log(`${target.name}: ${name} done (${phase.sent} sent, ${phase.delivered} delivered)`);
    };

    const { warmup, duration, rate, throughput, window } = settings;
    if (warmup > 0) {
      await run('warm-up', false, (p) => steady(tracker, clients, p, warmup, rate));
    }
    await run('steady', true, (p) => steady(tracker, clients, p, duration, rate));
    if (throughput > 0) {
      await run('throughput', true, (p) => saturate(tracker, clients, p, throughput, window));
    }
    loopDelay.disable();
  } finally {
    for (const client of clients) client.socket.disconnect();
    await server.stop();
  }
  const sum = (count: (phase: Phase) => number) =>
    phases.reduce((total, phase) => total + count(phase), 0);
  const counts = {
    'messages lost (acknowledged, never delivered to the partner)': sum((p) => p.lost),
    'messages refused or never acknowledged': sum((p) => p.ackErrors),
    "messages missing from the sender's own room": sum((p) => p.missingEchoes),
    'duplicate or misrouted deliveries': tracker.unexpected,
    'connections dropped': tracker.unexpectedDisconnects,
  };
  const failures = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([what, count]) => `${target.name}: ${count} ${what}`);
  return { rows, connectSeconds, failures, errorSamples: [...tracker.errorSamples].slice(0, 5) };
}

const ms = (n: number) => n.toFixed(1);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

function printResults(rows: Row[], connect: Map<string, number>) {
  console.log(
    '\n| phase | server | sent | delivered | lost | ack errors | p50 ms | p95 ms | p99 ms | max ms | delivered msg/s | server CPU (1 core = 100%) | machine CPU | load-gen lag p99 ms |',
  );
  console.log(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of rows) {
    console.log(
      `| ${r.phase} | ${r.server} | ${r.sent} | ${r.delivered} | ${r.lost} | ${r.ackErrors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.perSecond.toFixed(0)} | ${(r.cpu * 100).toFixed(0)}% | ${(r.machine * 100).toFixed(0)}% | ${ms(r.lag)} |`,
    );
  }
  console.log('\nReal server ÷ relay (latency: higher is slower; msg/s: lower is slower):\n');
  console.log('| phase | p50 | p95 | p99 | max | delivered msg/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const real of rows.filter((r) => r.server !== 'relay')) {
    const relay = rows.find((r) => r.server === 'relay' && r.phase === real.phase);
    if (!relay) continue;
    console.log(
      `| ${real.phase} | ${ratio(real.p50, relay.p50)} | ${ratio(real.p95, relay.p95)} | ${ratio(real.p99, relay.p99)} | ${ratio(real.max, relay.max)} | ${ratio(real.perSecond, relay.perSecond)} |`,
    );
  }
  console.log(
    `\nConnecting all clients: ${[...connect].map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}\n`,
  );
}

/** Deletes the presence keys the nodes left in the benchmark's Redis database. */
async function cleanRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'ow-*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The URL with the benchmark's own Redis database, unless the URL names one. */
function benchRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length <= 1) parsed.pathname = `/${REDIS_DB}`;
  return parsed.toString();
}

interface ChatRun {
  settings: Settings;
  /** The real server's name in the rows: one node, or two through Redis. */
  realName: string;
  rows: Row[];
  connect: Map<string, number>;
  failures: string[];
  errorSamples: string[];
}

/** Seeds a throwaway database, measures the relay and then the built server, drops it. */
async function runChat(settings: Settings): Promise<ChatRun> {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
  }
  const started = performance.now();
  const database = await createThrowawayDatabase(settings.databaseUrl);
  const redisUrl = settings.redisUrl && benchRedisUrl(settings.redisUrl);
  const nodes = redisUrl ? 2 : 1;
  const realName = redisUrl ? '2 nodes + Redis' : 'real server';
  log(
    `${settings.clients} clients (${settings.clients / 2} pairs), ${settings.rate} msg/s each ` +
      `(${settings.clients * settings.rate} msg/s offered) for ${settings.duration} s after ` +
      `${settings.warmup} s of warm-up; throughput: ${settings.throughput} s with ` +
      `${settings.window} unacknowledged per client; ${realName}`,
  );
  log(`database ${database.name} on ${database.host}`);
  const run: ChatRun = {
    settings,
    realName,
    rows: [],
    connect: new Map(),
    failures: [],
    errorSamples: [],
  };
  try {
    const members = await seed(database.url, settings.clients);
    log(`seeded ${members.length} members, conversations and sessions (${seconds(started)})`);
    const targets: Target[] = [
      { name: 'relay', start: startRelay },
      { name: realName, start: () => startNodes(database.url, redisUrl, nodes) },
    ];
    for (const target of targets) {
      const result = await measure(target, members, settings);
      run.rows.push(...result.rows);
      run.connect.set(target.name, result.connectSeconds);
      run.failures.push(...result.failures);
      run.errorSamples.push(...result.errorSamples);
    }
  } finally {
    await database.drop();
    if (redisUrl) await cleanRedis(redisUrl);
    log(`dropped ${database.name}; total ${seconds(started)}`);
  }
  return run;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** The run as the full benchmark's figures (bench/results.ts). */
function figuresOf(run: ChatRun): Figure[] {
  const { settings, realName, rows } = run;
  const twoNodes = realName !== 'real server';
  const find = (server: string, phase: string) =>
    rows.find((r) => r.server === server && r.phase === phase);
  const cpuNote = (r: Row) =>
    `server CPU ${(r.cpu * 100).toFixed(0)}% of a core, machine ${(r.machine * 100).toFixed(0)}%, load-gen lag p99 ${ms(r.lag)} ms`;
  const scale = `${count(settings.clients)} clients`;
  const where = twoNodes ? 'two nodes + Redis, PostgreSQL' : 'PostgreSQL';
  const figures: Figure[] = [];
  const steadyReal = find(realName, 'steady');
  const steadyRelay = find('relay', 'steady');
  if (steadyReal && steadyRelay) {
    figures.push({
      section: 'Chat',
      name: `delivery, ${scale}, ${count(settings.clients * settings.rate)} msg/s offered, ${where}`,
      value: `p50 ${ms(steadyReal.p50)} ms · p99 ${ms(steadyReal.p99)} ms · ${count(steadyReal.perSecond)} msg/s`,
      baseline: `relay p50 ${ms(steadyRelay.p50)} ms · p99 ${ms(steadyRelay.p99)} ms`,
      ratio: `p99 ${ratio(steadyReal.p99, steadyRelay.p99)}`,
      target: twoNodes
        ? undefined
        : { text: `p99 ≤ ${TARGET_P99_MS} ms`, met: steadyReal.p99 <= TARGET_P99_MS },
      note: cpuNote(steadyReal),
    });
  }
  const fullReal = find(realName, 'throughput');
  const fullRelay = find('relay', 'throughput');
  if (fullReal && fullRelay) {
    const share = fullRelay.perSecond > 0 ? fullReal.perSecond / fullRelay.perSecond : 0;
    figures.push({
      section: 'Chat',
      name: `throughput, ${scale}, ${settings.window} unacknowledged each, ${where}`,
      value: `${count(fullReal.perSecond)} msg/s stored and delivered · p99 ${ms(fullReal.p99)} ms`,
      baseline: `relay ${count(fullRelay.perSecond)} msg/s`,
      ratio: `${(share * 100).toFixed(0)}% of relay`,
      target: twoNodes
        ? undefined
        : {
            text: `≥ ${(TARGET_SHARE_OF_RELAY * 100).toFixed(0)}% of relay`,
            met: share >= TARGET_SHARE_OF_RELAY,
          },
      note: `${cpuNote(fullReal)}; relay: ${cpuNote(fullRelay)}`,
    });
  }
  figures.push({
    section: 'Chat',
    name: `every message acknowledged and delivered once, ${where}`,
    value: run.failures.length === 0 ? 'yes' : run.failures.join('; '),
    target: { text: 'none lost, refused or duplicated', met: run.failures.length === 0 },
    note: run.errorSamples.length > 0 ? `e.g. ${run.errorSamples.join(' | ')}` : undefined,
  });
  return figures;
}

/**
 * The chat part of `npm run bench`: one node on PostgreSQL beside the relay, or with `redisUrl`
 * two nodes sharing that Redis (reported, no target). `--quick`: 100 clients, short phases.
 */
export async function runChatBench(
  ctx: BenchContext,
  options: { databaseUrl?: string; redisUrl?: string; clients?: number },
): Promise<Figure[]> {
  const settings: Settings = {
    ...defaults(ctx.quick, options.clients),
    redisUrl: options.redisUrl,
    databaseUrl: options.databaseUrl,
  };
  return figuresOf(await runChat(settings));
}

async function main() {
  const settings = readSettings();
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  log(
    `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const run = await runChat(settings);
  printResults(run.rows, run.connect);
  if (run.failures.length > 0) {
    console.error(`[bench] FAILED, delivery errors:\n  ${run.failures.join('\n  ')}`);
    for (const sample of run.errorSamples) console.error(`  e.g. ${sample}`);
    process.exitCode = 1;
  }
}

// Run as a script (npm run bench:chat), not when the full benchmark imports runChatBench.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
