/**
 * Resolves in a task of its own (a message, which a paused or faked clock does not hold up): for
 * work split into tasks short enough that the page stays free for the reader in between.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
