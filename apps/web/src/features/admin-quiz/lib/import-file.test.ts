import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-file';

const good = {
  category: 'science',
  type: 'boolean',
  difficulty: 'easy',
  question: 'Water boils at 100 &deg;C at sea level.',
  correct_answer: 'True',
  incorrect_answers: ['False'],
};

describe('parseImportFile', () => {
  it('accepts a file in the trivia format', () => {
    const parsed = parseImportFile(JSON.stringify({ results: [good] }));
    expect(parsed).toMatchObject({ ok: true, count: 1 });
  });

  it('says when the file is not JSON', () => {
    expect(parseImportFile('{ nope')).toEqual({
      ok: false,
      message: 'This file is not valid JSON.',
    });
  });

  it('says when the results list is missing or empty', () => {
    expect(parseImportFile('{"questions": []}')).toEqual({
      ok: false,
      message: 'The file needs a "results" list of 1 to 1000 questions.',
    });
    expect(parseImportFile('{"results": []}')).toMatchObject({ ok: false });
  });

  it('names the question and the field that is wrong', () => {
    const bad = { ...good, type: 'multiple' };
    expect(parseImportFile(JSON.stringify({ results: [good, bad] }))).toEqual({
      ok: false,
      message: 'Question 2 (incorrect_answers): A multiple-choice question has 3 wrong answers.',
    });
  });
});
