import type { ContentLanguage } from '@one-world/contract';
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';
import { trigrams } from 'trigram-utils';

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
 * The candidates of one of franc's scripts (in franc's order) and, for each trigram of their
 * models, the candidates whose model has it with its rank there.
 */
interface ScriptModel {
  languages: Iso6393[];
  ranks: Map<string, [language: number, rank: number][]>;
}

const MODELS = new Map<string, ScriptModel>(
  Object.entries(data).map(([script, models]) => {
    const languages = Object.keys(models).filter(isCandidate);
    const ranks = new Map<string, [number, number][]>();
    languages.forEach((language, index) => {
      const model = (models[language] ?? '').split('|');
      // The first place of a trigram a model lists twice is its rank, as franc reads it.
      const seen = new Set<string>();
      model.forEach((trigram, rank) => {
        if (seen.has(trigram)) return;
        seen.add(trigram);
        const hits = ranks.get(trigram) ?? [];
        hits.push([index, rank]);
        ranks.set(trigram, hits);
      });
    });
    return [script, { languages, ranks }];
  }),
);

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
 * What `francAll(text, { only: CANDIDATES })` answers, computed for the candidates at once: franc
 * looked each trigram of the text up in each candidate's model, half of the CPU a chat node
 * spent on a message (issue 12); here one look-up finds it in every model. The scores are the
 * same (a test compares them with franc's).
 */
export function rankLanguages(text: string): [string, number][] {
  const [script, share] = topScript(text);
  const model = script === undefined ? undefined : MODELS.get(script);
  if (!model) {
    // A script of one language (franc has no model for it): that language, if it is one of ours.
    return script !== undefined && share > 0 && isCandidate(script) ? [[script, 1]] : UNDETERMINED;
  }
  if (model.languages.length === 0) return UNDETERMINED;
  const counts = new Map<string, number>();
  for (const trigram of trigrams(text)) counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  const distances = model.languages.map(() => counts.size * MAX_DIFFERENCE);
  for (const [trigram, count] of counts) {
    for (const [language, rank] of model.ranks.get(trigram) ?? []) {
      distances[language] =
        (distances[language] ?? 0) + Math.abs(count - rank - 1) - MAX_DIFFERENCE;
    }
  }
  const ranked = model.languages
    .map((language, i): [string, number] => [language, distances[i] ?? 0])
    .sort((a, b) => a[1] - b[1]);
  const min = ranked[0]?.[1] ?? 0;
  const max = text.length * MAX_DIFFERENCE - min;
  return ranked.map(([language, distance]) => [language, 1 - (distance - min) / max || 0]);
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
  // Letters only: spaces are not evidence, and a text of emoji and spaces says nothing.
  if (sample.replace(/\s/g, '').length < DETECT_MIN_LENGTH) return null;
  // Scores are relative: the best is 1, the others a fraction of it.
  const ranked = rankLanguages(sample);
  const [best, second] = ranked;
  if (!best || !isCandidate(best[0])) return null;
  if (!PREFERRED.has(best[0])) {
    const preferred = ranked.find(
      ([code, score]) => PREFERRED.has(code) && score >= best[1] - PREFERRED_MARGIN,
    );
    if (preferred && isCandidate(preferred[0])) return FROM_ISO_639_3[preferred[0]];
    if (second && second[1] >= best[1] - TIE_MARGIN) return null;
  }
  return FROM_ISO_639_3[best[0]];
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
