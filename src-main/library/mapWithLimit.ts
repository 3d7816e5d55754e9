// Runs an async function over many items with a bounded number in flight, so listing a folder of
// thousands of files neither runs them one by one nor opens them all at once (EMFILE).

/** Maps `items` through `fn`, at most `limit` at a time, keeping the input order in the result. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
