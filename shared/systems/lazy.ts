// A value worked out on first ask and kept: the parts of an attack plan that not every caller needs
// (a simulated fight resolves attacks without ever reading their odds).

/** `compute` run once, on the first call; later calls return the same answer. */
export function lazy<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
