import { createTranslator, loadCatalog } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import { QuizImportBody } from '../../../lib/form-schemas';
import { importProblemText, parseImportFile } from './import-file';

const english = createTranslator('en', await loadCatalog('en'));
const french = createTranslator('fr', await loadCatalog('fr'));

const good = {
  category: 'science',
  type: 'boolean',
  difficulty: 'easy',
  question: 'Water boils at 100 &deg;C at sea level.',
  correct_answer: 'True',
  incorrect_answers: ['False'],
};

/** The problem a file has, in words of one language. */
function problemOf(text: string, translator = english) {
  const parsed = parseImportFile(text, QuizImportBody);
  if (parsed.ok) throw new Error('expected a problem');
  return importProblemText(parsed.problem, translator);
}

describe('parseImportFile', () => {
  it('accepts a file in the trivia format', () => {
    const parsed = parseImportFile(JSON.stringify({ results: [good] }), QuizImportBody);
    expect(parsed).toMatchObject({ ok: true, count: 1 });
  });

  it('says when the file is not JSON', () => {
    expect(problemOf('{ nope')).toBe('This file is not valid JSON.');
  });

  it('says when the results list is missing or empty', () => {
    expect(problemOf('{"questions": []}')).toBe(
      'The file needs a "results" list of 1 to 1000 questions.',
    );
    expect(parseImportFile('{"results": []}', QuizImportBody)).toMatchObject({ ok: false });
  });

  it('names the question and the field that is wrong', () => {
    const bad = { ...good, type: 'multiple' };
    const file = JSON.stringify({ results: [good, bad] });
    expect(problemOf(file)).toBe(
      'Question 2 (incorrect_answers): A multiple-choice question has 3 wrong answers.',
    );
    expect(problemOf(file, french)).toMatch(/^Question 2 \(incorrect_answers\)\s: Une /);
  });
});
