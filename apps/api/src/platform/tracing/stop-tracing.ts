// Kept apart from start-tracing.ts so the server can flush tracing without importing the
// OpenTelemetry SDK (it is loaded only when tracing is on).

let stopper: (() => Promise<void>) | null = null;

/** Called by startTracing: how to send the spans still batched and stop. */
export function onTracingStop(stop: () => Promise<void>): void {
  stopper = stop;
}

/** Sends the spans still batched (at most `timeoutMs`); nothing when tracing is off. */
export async function stopTracing(timeoutMs = 2_000): Promise<void> {
  if (!stopper) return;
  const stop = stopper;
  stopper = null;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stop().catch((err: unknown) => console.error('Tracing did not stop cleanly:', err)),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}
