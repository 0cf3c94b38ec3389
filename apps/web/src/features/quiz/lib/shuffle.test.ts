import { describe, expect, it } from 'vitest';
import { shuffle, shuffleAnswers } from './shuffle';

/** A random source that answers the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

const multiple = { correct_answer: 'Paris', incorrect_answers: ['Rome', 'Madrid', 'Berlin'] };

describe('shuffleAnswers', () => {
  it('keeps every answer exactly once', () => {
    for (let run = 0; run < 50; run++) {
      const answers = shuffleAnswers(multiple);
      expect(answers).toHaveLength(4);
      expect([...answers].sort()).toEqual(['Berlin', 'Madrid', 'Paris', 'Rome']);
    }
  });

  it('puts the correct answer at a position chosen by the random source', () => {
    const values = [0, 0.3, 0.6, 0.99];
    const positions = new Set(
      values.flatMap((a) =>
        values.flatMap((b) =>
          values.map((c) => shuffleAnswers(multiple, sequence(a, b, c)).indexOf('Paris')),
        ),
      ),
    );
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it('shuffles true/false too', () => {
    const boolean = { correct_answer: 'True', incorrect_answers: ['False'] };
    expect(shuffleAnswers(boolean, sequence(0))).toEqual(['False', 'True']);
    expect(shuffleAnswers(boolean, sequence(0.9))).toEqual(['True', 'False']);
  });
});

describe('shuffle', () => {
  it('leaves the input unchanged', () => {
    const items = [1, 2, 3];
    shuffle(items, sequence(0));
    expect(items).toEqual([1, 2, 3]);
  });
});
