import { describe, expect, it } from 'vitest';
import { toHighlighted } from './search.presenter';

describe('toHighlighted', () => {
  it('turns the marked words into match parts and the rest into text parts', () => {
    expect(toHighlighted('Clean \u0002water\u0003 for \u0002wells\u0003')).toEqual([
      { text: 'Clean ', match: false },
      { text: 'water', match: true },
      { text: ' for ', match: false },
      { text: 'wells', match: true },
    ]);
  });

  it('keeps adjacent matches apart and drops empty parts', () => {
    expect(toHighlighted('\u0002solar\u0003\u0002\u0003 \u0002kiosk\u0003')).toEqual([
      { text: 'solar', match: true },
      { text: ' ', match: false },
      { text: 'kiosk', match: true },
    ]);
    expect(toHighlighted('')).toEqual([]);
  });

  it('leaves markup as text', () => {
    expect(toHighlighted('<b>\u0002bold\u0003</b>')).toEqual([
      { text: '<b>', match: false },
      { text: 'bold', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
