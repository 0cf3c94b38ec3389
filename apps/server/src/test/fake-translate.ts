import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake translation server received. */
export interface TranslateCall {
  path: string;
  /** The JSON body (LibreTranslate) or the form fields (DeepL, repeated `text` as an array). */
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface FakeTranslate {
  /** The server's base URL (`http://127.0.0.1:<port>`), for TRANSLATE_URL or DEEPL_URL. */
  url: string;
  /** Every request received, in order. */
  calls: TranslateCall[];
  /** The language reported for a source sent as "auto" (LibreTranslate) or left out (DeepL). */
  detect: string;
  /** While set, every request is answered with this HTTP status and no translation. */
  failWith: number | null;
  /** While set, runs before each answer (e.g. to delete the item being translated meanwhile). */
  beforeAnswer: (() => Promise<unknown>) | null;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The fake's translation of one text: recognisable, and naming both languages. */
export const fakeTranslation = (text: string, source: string, target: string) =>
  `[${source}→${target}] ${text}`;

/**
 * A local stand-in for a translation service, on a free port of the loopback: it speaks
 * LibreTranslate's `POST /translate` (JSON) and DeepL's `POST /v2/translate` (form), records
 * every call and answers each text as `[source→target] text`, so a test can tell what was sent
 * and whether the provider was called at all.
 */
export async function startFakeTranslate(): Promise<FakeTranslate> {
  const fake: FakeTranslate = {
    url: '',
    calls: [],
    detect: 'es',
    failWith: null,
    beforeAnswer: null,
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = (request.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
    const body: Record<string, unknown> = form
      ? Object.fromEntries(
          [...new URLSearchParams(raw).keys()].map((key) => {
            const values = new URLSearchParams(raw).getAll(key);
            return [key, key === 'text' ? values : values[0]];
          }),
        )
      : (JSON.parse(raw || '{}') as Record<string, unknown>);
    fake.calls.push({ path, body, headers: request.headers });
    await fake.beforeAnswer?.();
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (fake.failWith !== null) return send(fake.failWith, { error: 'The fake is failing' });

    if (request.method === 'POST' && path === '/translate') {
      const q = body.q;
      const texts = Array.isArray(q) ? (q as string[]) : [String(q)];
      const source = body.source === 'auto' ? fake.detect : String(body.source);
      const target = String(body.target);
      const translatedText = texts.map((text) => fakeTranslation(text, source, target));
      const detected = { confidence: 90, language: fake.detect };
      return send(200, {
        translatedText: Array.isArray(q) ? translatedText : translatedText[0],
        ...(body.source === 'auto'
          ? { detectedLanguage: Array.isArray(q) ? texts.map(() => detected) : detected }
          : {}),
      });
    }
    if (request.method === 'POST' && path === '/v2/translate') {
      const texts = (body.text as string[] | undefined) ?? [];
      const source = typeof body.source_lang === 'string' ? body.source_lang : fake.detect;
      const target = String(body.target_lang).toLowerCase();
      return send(200, {
        translations: texts.map((text) => ({
          detected_source_language: source.toUpperCase(),
          text: fakeTranslation(text, source.toLowerCase(), target),
        })),
      });
    }
    send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return fake;
}
