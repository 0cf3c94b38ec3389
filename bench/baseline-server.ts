/**
 * H, the baseline every HTTP figure is set against: a bare Fastify app with one JSON route, in its
 * own process on a random loopback port (see startServerProcess). It shows what this machine
 * serves when a request costs nothing, in the same run as the figure beside it.
 */
import Fastify from 'fastify';
import { reportPortAndCloseOnDisconnect } from './support';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
reportPortAndCloseOnDisconnect(typeof address === 'object' && address ? address.port : 0, () =>
  app.close(),
);
