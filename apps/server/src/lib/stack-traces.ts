import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Makes stack traces name the TypeScript sources of the built bundle at `bundleUrl` (its frames'
 * files, lines and columns, through `<bundle>.map`), as `node --enable-source-maps` does, but
 * reads the map when the first stack trace is written instead of at start-up: decoding it was
 * about 0.3 s of a start's CPU on a slow host (docs/BENCHMARKS.md, "30 Nov, afternoon"). Frames
 * of other files (Node's, the packages') are written as V8 writes them.
 *
 * Does nothing when the bundle has no map beside it (the sources run through tsx, which maps
 * them itself). Installed by the process's entry, before anything else writes a stack trace.
 */
export function mapStackTracesLazily(bundleUrl: string): void {
  const bundlePath = fileURLToPath(bundleUrl);
  const mapPath = `${bundlePath}.map`;
  if (!existsSync(mapPath)) return;
  const mapUrl = pathToFileURL(mapPath);
  let map: SourceMap | null | undefined;
  const sourceMap = () => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')));
      } catch {
        map = null;
      }
    }
    return map;
  };

  const frameText = (frame: NodeJS.CallSite): string => {
    const text = String(frame);
    const file = frame.getFileName();
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    if ((file !== bundleUrl && file !== bundlePath) || line === null || column === null) {
      return text;
    }
    const entry = sourceMap()?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return text;
    const original = `${sourceName(entry.originalSource, mapUrl)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    return text.replace(`${file}:${line}:${column}`, original);
  };

  Error.prepareStackTrace = (error, frames) =>
    [header(error), ...frames.map((frame) => `    at ${frameText(frame)}`)].join('\n');
}

/**
 * A map's source as a stack trace names it: a path for a file, else the address as written
 * (a map may name `webpack://…` or `https://…` sources, on which `fileURLToPath` throws, and a throw
 * here would make reading `.stack` throw).
 */
function sourceName(source: string, mapUrl: URL): string {
  try {
    const url = new URL(source, mapUrl);
    return url.protocol === 'file:' ? fileURLToPath(url) : url.href;
  } catch {
    return source;
  }
}

/** The stack's first line as V8 writes it: `name: message` of any object. */
function header(error: { name?: unknown; message?: unknown }): string {
  try {
    const name = error.name === undefined ? 'Error' : String(error.name);
    const message = error.message === undefined ? '' : String(error.message);
    if (!name) return message;
    return message ? `${name}: ${message}` : name;
  } catch {
    return '<error>';
  }
}
