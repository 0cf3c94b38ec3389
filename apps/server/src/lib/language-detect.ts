import type { ContentLanguage } from '@one-world/contract';
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';
import { clean } from 'trigram-utils';

/**
 * The content languages franc-min can recognise, by its ISO 639-3 code. Franc is asked to choose
 * among these only: a text in a language we do not offer would otherwise come back as a code we
 * cannot store, and close neighbours (Galician, Malay, Kirundi…) would steal short texts from the
 * languages members actually write in.
 */
const FROM_ISO_639_3 = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  arb: 'ar',
  swh: 'sw',
  por: 'pt',
  deu: 'de',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  ron: 'ro',
  rus: 'ru',
  ukr: 'uk',
  tur: 'tr',
  pes: 'fa',
  urd: 'ur',
  hin: 'hi',
  ben: 'bn',
  tam: 'ta',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  vie: 'vi',
  tha: 'th',
  ind: 'id',
  zlm: 'ms',
  tgl: 'tl',
  amh: 'am',
  hau: 'ha',
  yor: 'yo',
  ibo: 'ig',
  zul: 'zu',
  som: 'so',
  kin: 'rw',
} as const satisfies Record<string, ContentLanguage>;

/** The candidates by franc's codes (`rankLanguages` ranks these). */
export const CANDIDATES = Object.keys(FROM_ISO_639_3);

/**
 * The site's own languages (its interface languages), which most members write in. On short
 * texts franc's scores are close together ("Solar kiosks in rural Kenya" scores Italian 1,
 * English 0.99): one of these within `PREFERRED_MARGIN` of the best is taken instead.
 */
const PREFERRED = new Set(['eng', 'spa', 'fra', 'arb', 'swh']);
const PREFERRED_MARGIN = 0.03;
/** Two other languages this close are a coin toss: the text stays unknown rather than guessed. */
const TIE_MARGIN = 0.01;

type Iso6393 = keyof typeof FROM_ISO_639_3;
const isCandidate = (code: string): code is Iso6393 => Object.hasOwn(FROM_ISO_639_3, code);

/**
 * Below this many characters of words (links, mentions, numbers and markup left out) a text says
 * too little to tell its language: "ok", "Merci !" or "👍" stay unknown rather than guessed.
 */
export const DETECT_MIN_LENGTH = 20;

/** Franc reads at most this much; a longer text is judged by its beginning. */
const SAMPLE_LENGTH = 2048;

/** Franc's cost of a trigram a language's model lacks. */
const MAX_DIFFERENCE = 300;

/** A ranking whose best is none of the languages (`und` for franc). */
const UNDETERMINED: [string, number][] = [['und', 1]];

/**
 * A trigram as a number: its three UTF-16 code units (each under 2^16) packed into 48 bits, which
 * a double holds exactly. Numbers sort and compare without making a string per trigram: counting
 * a message's trigrams in a map of strings was most of the CPU its detection took (issue 12).
 */
const UNIT = 2 ** 16;

const keyAt = (text: string, at: number): number =>
  (text.charCodeAt(at) * UNIT + text.charCodeAt(at + 1)) * UNIT + text.charCodeAt(at + 2);

/**
 * The candidates of one of franc's scripts (in franc's order) and the trigrams of their models:
 * `keys` ascending (by `keyAt`); for the trigram at `keys[k]`, the candidates whose model has it
 * with its rank there are `hits[starts[k]]`, `hits[starts[k] + 1]`… up to `starts[k + 1]`, as
 * pairs `language, rank`.
 */
interface ScriptModel {
  languages: Iso6393[];
  /** Whether `languages[i]` is one of `PREFERRED`. */
  preferred: boolean[];
  keys: Float64Array;
  starts: Int32Array;
  hits: Int32Array;
}

const MODELS = new Map<string, ScriptModel>(
  Object.entries(data).map(([script, models]) => {
    const languages = Object.keys(models).filter(isCandidate);
    const byKey = new Map<number, number[]>();
    languages.forEach((language, index) => {
      const model = (models[language] ?? '').split('|');
      // The first place of a trigram a model lists twice is its rank, as franc reads it.
      const seen = new Set<string>();
      model.forEach((trigram, rank) => {
        // Only three code units can equal a trigram of a text.
        if (seen.has(trigram) || trigram.length !== 3) return;
        seen.add(trigram);
        const key = keyAt(trigram, 0);
        const found = byKey.get(key) ?? [];
        found.push(index, rank);
        byKey.set(key, found);
      });
    });
    const sorted = [...byKey].sort(([a], [b]) => a - b);
    const starts = new Int32Array(sorted.length + 1);
    sorted.forEach(([, found], k) => {
      starts[k + 1] = (starts[k] ?? 0) + found.length;
    });
    return [
      script,
      {
        languages,
        preferred: languages.map((language) => PREFERRED.has(language)),
        keys: Float64Array.from(sorted, ([key]) => key),
        starts,
        hits: Int32Array.from(sorted.flatMap(([, found]) => found)),
      },
    ];
  }),
);

/** The first index in `keys[from…]` whose key is `key` or greater (`keys.length` if none). */
function seek(keys: Float64Array, key: number, from: number): number {
  let low = from;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? 0) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The trigrams of the text being ranked, reused from one call to the next (grown on demand). */
let textKeys = new Float64Array(SAMPLE_LENGTH + 2);
/** Each candidate's distance from the text last measured (`distancesFrom`), reused likewise. */
let distances = new Float64Array(0);

/**
 * ASCII letters and spaces, at least one letter: franc's Latin script, and no other script's
 * expression matches any of them.
 */
const ASCII_WORDS = /^ *[A-Za-z][A-Za-z ]*$/;

/** The script most of the text is in, as franc decides it (the first of equals wins). */
function topScript(text: string): [string | undefined, number] {
  if (ASCII_WORDS.test(text)) return ['Latin', 1];
  let top: [string | undefined, number] = [undefined, -1];
  for (const [script, expression] of Object.entries(expressions)) {
    const share = (text.match(expression)?.length ?? 0) / text.length || 0;
    if (share > top[1]) top = [script, share];
  }
  return top;
}

/**
 * The script most of the text is in and, when franc has models for it, the model with each of
 * its candidates' distance from the text in `distances` (franc's `getDistances`, computed for the
 * candidates at once: franc looked each trigram of the text up in each candidate's model, half of
 * the CPU a chat node spent on a message; here one search finds it in every model, issue 12).
 */
function distancesFrom(text: string): {
  script: string | undefined;
  share: number;
  model: ScriptModel | undefined;
} {
  const [script, share] = topScript(text);
  const model = script === undefined ? undefined : MODELS.get(script);
  if (!model || model.languages.length === 0) return { script, share, model };
  // The trigrams of the text as franc's `trigram-utils` makes them (cleaned, padded with a space
  // at each end), sorted, so that each distinct one is a run: its count is the run's length.
  const padded = ` ${clean(text)} `;
  const total = Math.max(0, padded.length - 2);
  if (textKeys.length < total) textKeys = new Float64Array(total);
  for (let at = 0; at < total; at += 1) textKeys[at] = keyAt(padded, at);
  const sorted = textKeys.subarray(0, total).sort();
  if (distances.length < model.languages.length)
    distances = new Float64Array(model.languages.length);
  distances.fill(0);
  let distinct = 0;
  let found = 0;
  for (let run = 0; run < total; ) {
    const key = sorted[run] ?? 0;
    let end = run + 1;
    while (end < total && sorted[end] === key) end += 1;
    const count = end - run;
    run = end;
    distinct += 1;
    // The text's trigrams ascend, so the search goes on from the last one found.
    found = seek(model.keys, key, found);
    if (model.keys[found] !== key) continue;
    for (let at = model.starts[found] ?? 0; at < (model.starts[found + 1] ?? 0); at += 2) {
      const language = model.hits[at] ?? 0;
      const rank = model.hits[at + 1] ?? 0;
      distances[language] =
        (distances[language] ?? 0) + Math.abs(count - rank - 1) - MAX_DIFFERENCE;
    }
  }
  // A trigram a model lacks costs the most; the sums above took it off for those it has.
  for (let i = 0; i < model.languages.length; i += 1) {
    distances[i] = (distances[i] ?? 0) + distinct * MAX_DIFFERENCE;
  }
  return { script, share, model };
}

/** A script franc has no model for: its one language, if that is one of ours. */
const scriptLanguage = (script: string | undefined, share: number): Iso6393 | undefined =>
  script !== undefined && share > 0 && isCandidate(script) ? script : undefined;

/** A candidate's score: 1 for the nearest, a fraction of it for the others (franc's `normalize`). */
const scoreOf = (distance: number, min: number, text: string) =>
  1 - (distance - min) / (text.length * MAX_DIFFERENCE - min) || 0;

/**
 * What `francAll(text, { only: CANDIDATES })` answers: the candidates by score, best first,
 * equals in franc's order. `detectLanguage` reads the distances without making this ranking; the
 * tests compare it with franc's, which is how `distancesFrom` is checked.
 */
export function rankLanguages(text: string): [string, number][] {
  const { script, share, model } = distancesFrom(text);
  if (!model) {
    const only = scriptLanguage(script, share);
    return only ? [[only, 1]] : UNDETERMINED;
  }
  if (model.languages.length === 0) return UNDETERMINED;
  const ranked = model.languages
    .map((language, i): [string, number] => [language, distances[i] ?? 0])
    .sort((a, b) => a[1] - b[1]);
  const min = ranked[0]?.[1] ?? 0;
  for (const entry of ranked) entry[1] = scoreOf(entry[1], min, text);
  return ranked;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** An article's HTML as the words a reader sees: tags become spaces, common entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ');
}

/** What is not language: addresses, e-mail addresses, @mentions, #tags and digits. */
function wordsOnly(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+/gi, ' ')
    .replace(/\bwww\.\S+/gi, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ')
    .replace(/[\p{N}\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The language a member wrote `text` in (ISO 639-1, one of CONTENT_LANGUAGES), or null when it
 * is too short or too unlike any of them to tell. Pass the parts of an item together (a post's
 * title and content), so a short title is judged with its text.
 */
export function detectLanguage(...parts: (string | null | undefined)[]): ContentLanguage | null {
  const sample = wordsOnly(parts.filter(Boolean).join('\n')).slice(0, SAMPLE_LENGTH);
  // Letters only: spaces are not evidence, and a text of emoji and spaces says nothing. Every
  // space left in the sample is a single ' ' (wordsOnly).
  let spaces = 0;
  for (let at = 0; at < sample.length; at += 1) if (sample.charCodeAt(at) === 32) spaces += 1;
  if (sample.length - spaces < DETECT_MIN_LENGTH) return null;
  const { script, share, model } = distancesFrom(sample);
  if (!model) {
    const only = scriptLanguage(script, share);
    return only ? FROM_ISO_639_3[only] : null;
  }
  // The ranking's first and second (equals in franc's order) and its first preferred language,
  // found without making the ranking: this runs for every message, comment and post.
  let best = -1;
  let second = -1;
  let preferred = -1;
  const nearer = (i: number, than: number) =>
    than < 0 || (distances[i] ?? 0) < (distances[than] ?? 0);
  for (let i = 0; i < model.languages.length; i += 1) {
    if (nearer(i, best)) {
      second = best;
      best = i;
    } else if (nearer(i, second)) second = i;
    if (model.preferred[i] && nearer(i, preferred)) preferred = i;
  }
  const bestLanguage = model.languages[best];
  if (bestLanguage === undefined) return null;
  if (model.preferred[best]) return FROM_ISO_639_3[bestLanguage];
  // Scores are relative: the best is 1, the others a fraction of it.
  const min = distances[best] ?? 0;
  const score = (i: number) => scoreOf(distances[i] ?? 0, min, sample);
  const bestScore = score(best);
  const preferredLanguage = model.languages[preferred];
  if (preferredLanguage !== undefined && score(preferred) >= bestScore - PREFERRED_MARGIN) {
    return FROM_ISO_639_3[preferredLanguage];
  }
  if (second >= 0 && score(second) >= bestScore - TIE_MARGIN) return null;
  return FROM_ISO_639_3[bestLanguage];
}

/**
 * The language to store for a text an author writes (issue 17): what they chose, else what the
 * text is detected to be. `choice` null asks for detection; left out on an edit (`previous`
 * given), the stored language stays when the author had chosen it — told by its differing from
 * what the earlier text is detected as — and the new text is detected otherwise.
 */
export function languageOnWrite(
  choice: ContentLanguage | null | undefined,
  text: (string | null | undefined)[],
  previous?: { language: string | null; text: (string | null | undefined)[] },
): ContentLanguage | null {
  if (choice) return choice;
  if (choice === undefined && previous?.language) {
    const detectedBefore = detectLanguage(...previous.text);
    if (detectedBefore !== previous.language) return previous.language as ContentLanguage;
  }
  return detectLanguage(...text);
}
