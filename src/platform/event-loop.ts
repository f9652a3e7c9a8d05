/**
 * Lets the requests waiting on this process run before long work goes on: a feed of thousands of
 * cars or an index build does its work in steps of tens of milliseconds with a turn between them.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}
