import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servedPageShown } from './served-page-shown';

/**
 * The browser's paint reports, as far as servedPageShown reads them: observers of the `paint`
 * type, told of each paint by name (the web project runs in Node, which reports no paints).
 */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers = new Set<FakePaintObserver>();
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers) {
      observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) });
    }
  }
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): object[] }) => void,
  ) {}
  observe() {
    FakePaintObserver.observers.add(this);
  }
  disconnect() {
    FakePaintObserver.observers.delete(this);
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('servedPageShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    FakePaintObserver.observers.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, then lets go of its observer', async () => {
    const shown = servedPageShown();
    FakePaintObserver.paint('first-paint');
    expect(await settled(shown)).toBe(false);
    FakePaintObserver.paint('first-contentful-paint');
    expect(await settled(shown)).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('does not wait longer than half a second for a paint', async () => {
    const shown = servedPageShown();
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
    expect(FakePaintObserver.observers.size).toBe(0);
  });

  it('does not wait in a hidden tab, which paints nothing until shown', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    expect(await settled(servedPageShown())).toBe(true);
  });

  it('does not wait in a browser that reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['mark', 'measure'] });
    expect(await settled(servedPageShown())).toBe(true);
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(servedPageShown())).toBe(true);
  });
});
