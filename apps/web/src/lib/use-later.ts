import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true from a task of its own after it (a render's effects
 * all share one task): for parts no one needs in the first frame, which then stay out of the
 * page load's longest task, the first render (issue 12).
 */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setLater(true);
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, []);
  return later;
}
