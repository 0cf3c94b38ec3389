import type { Page } from '@playwright/test';

/** What separates the packets of one long-polling payload (Engine.IO 4). */
const PACKET_SEPARATOR = '\x1e';

/** Whether a payload holds Socket.IO's CONNECT acknowledgement of the main namespace. */
const acknowledgesConnect = (payload: string) =>
  payload.split(PACKET_SEPARATOR).some((packet) => packet.startsWith('40{'));

/**
 * Resolves once the server has accepted the page's realtime connection (Socket.IO's CONNECT
 * answered), whether the answer came by long polling or over the WebSocket. The server reads the
 * session's cookie as it accepts: a test that changes the cookies after this cannot race the
 * connection. Call it before the page opens.
 */
export function realtimeAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const read = (payload: string | Buffer) => {
      if (typeof payload === 'string' && acknowledgesConnect(payload)) resolve();
    };
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/socket.io/')) {
        response.text().then(read, () => undefined);
      }
    });
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => read(payload)));
  });
}
