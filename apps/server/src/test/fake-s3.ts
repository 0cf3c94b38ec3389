import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../storage';

export interface FakeS3 {
  /** Settings that reach this server through the real S3 client (path-style addressing). */
  settings: S3Settings;
  /** The stored objects by `<bucket>/<key>`. */
  objects: Map<string, Buffer>;
  /** While true, every request gets 503 ServiceUnavailable, as a bucket in an outage answers. */
  outage: boolean;
  close(): Promise<void>;
}

/**
 * A tiny in-memory S3 on 127.0.0.1 for tests: path-style PutObject, GetObject and DeleteObject,
 * what the image store sends. It checks that requests are signed with the configured access key, not the
 * signature itself.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const accessKeyId = 'fake-access-key';
  const server = createServer(async (req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1));
    const body = await readBody(req);
    if (fake.outage) return fail(res, 503, 'ServiceUnavailable');
    if (!req.headers.authorization?.includes(`Credential=${accessKeyId}/`)) {
      return fail(res, 403, 'AccessDenied');
    }
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, body);
        return res.writeHead(200, { etag: '"fake"' }).end();
      case 'GET':
        if (!object) return fail(res, 404, 'NoSuchKey');
        return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(object);
      case 'DELETE':
        objects.delete(key);
        return res.writeHead(204).end();
      default:
        return fail(res, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeS3 = {
    settings: {
      bucket: 'one-world-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId,
      secretAccessKey: 'fake-secret-key',
      forcePathStyle: true,
    },
    objects,
    outage: false,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An S3 error response, which the SDK turns into an exception named after `code`. */
function fail(res: ServerResponse, status: number, code: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}
