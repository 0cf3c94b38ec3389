import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * False in a component's first render, true from a task of its own after it (a render's effects
 * all share one task): for parts no one needs in the first frame, which then stay out of the
 * page load's longest task, the first render (issue 12).
 */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) setLater(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return later;
}
