/**
 * Raw HTTP on loopback: the request goes out exactly as written (a broken escape in the path, a
 * body that is not what its content type says), which `fetch` and `inject` would tidy up first.
 */
import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** The path and query as sent, not normalized or re-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends the request to `port` on 127.0.0.1 and reads the whole answer. */
export function sendRaw(port: number, raw: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...raw.headers };
    if (raw.body !== undefined) headers['content-length'] = Buffer.byteLength(raw.body);
    const req = request(
      { host: '127.0.0.1', port, method: raw.method, path: raw.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(raw.body);
  });
}

/** Closes the kept-alive sockets, so the test process leaves nothing open. */
export function closeRawConnections(): void {
  agent.destroy();
}
