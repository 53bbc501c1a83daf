// Waiting for what runs in the background (a webhook delivery, a sweep, a queued mail) by polling: the
// test says what it waits for and how long at most, never a fixed sleep.

/** Reads every `everyMs` until `ok` holds of the value; that value, or an error naming the last one. */
export async function pollUntil<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Checks every `everyMs` until `condition` holds. */
export async function waitUntil(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<void> {
  await pollUntil(condition, (holds) => holds, timeoutMs, everyMs);
}
