// Calls that ask the same question at the same moment share one answer: the first starts the work,
// the others wait for it, and once it has settled the next call starts afresh. Nothing is kept, so
// an answer is never older than a call that began while it was being found (decision 074).

/** Wraps `load` so that concurrent calls with the same key share one run of it. */
export function sharedWhileRunning<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  return (key) => {
    const current = running.get(key);
    if (current) return current;
    const started = load(key).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
