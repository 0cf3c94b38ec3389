/**
 * The baseline of the chat benchmark: a bare Socket.IO relay with the chat's event names and
 * rooms and nothing else. No database, no session lookup (the client names itself in the
 * handshake's `auth.userId`), no presence, no validation: on sendMessage it emits getMessage to
 * both members' rooms and acknowledges. What the real server costs beyond this is its own work.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@one-world/contract';
import { Server } from 'socket.io';
import { reportPortAndCloseOnDisconnect } from './support';

const httpServer = createServer();
const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
  path: '/socket.io',
  serveClient: false,
});

io.on('connection', (socket) => {
  const userId = String(socket.handshake.auth.userId);
  void socket.join(`user:${userId}`);
  socket.on('sendMessage', (payload, ack) => {
    const _id = payload._id ?? randomUUID();
    const conversationId = payload.conversationId ?? '';
    const createdAt = new Date().toISOString();
    io.to([`user:${payload.receiverId}`, `user:${userId}`]).emit('getMessage', {
      _id,
      senderId: userId,
      text: payload.text,
      conversationId,
      createdAt,
      language: null,
    });
    ack?.({
      ok: true,
      message: {
        _id,
        sender: userId,
        text: payload.text,
        conversationId,
        createdAt,
        language: null,
      },
    });
  });
});

httpServer.listen(0, '127.0.0.1', () => {
  const address = httpServer.address();
  reportPortAndCloseOnDisconnect(typeof address === 'object' && address ? address.port : 0, () =>
    io.close(),
  );
});
