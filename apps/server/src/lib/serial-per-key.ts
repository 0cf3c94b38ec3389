/**
 * Runs `task` for one key at a time. A call for a key whose task is under way does not start a
 * second one beside it: it asks for one more run once the current one ends. However many calls
 * come meanwhile, the key's task runs once more, so its last run always starts after the last
 * call. A run that fails while another is asked for gives way to that one; the failure of a key's
 * last run is the one reported, to the call that started the runs (the later calls resolve at
 * once).
 */
export function serialPerKey(task: (key: string) => Promise<void>): (key: string) => Promise<void> {
  /** The keys whose task is running, and whether a call came meanwhile. */
  const running = new Map<string, { again: boolean }>();
  return async (key) => {
    const underWay = running.get(key);
    if (underWay) {
      underWay.again = true;
      return;
    }
    const run = { again: true };
    running.set(key, run);
    try {
      while (run.again) {
        run.again = false;
        await task(key).catch((err: unknown) => {
          if (!run.again) throw err;
        });
      }
    } finally {
      running.delete(key);
    }
  };
}
