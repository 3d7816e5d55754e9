/** A one-line progress bar on stderr, drawn only when stderr is a terminal (never in logs or pipes). */
export function progressBar(total: number, label: string): { tick(done: number): void; end(): void } {
  const tty = process.stderr.isTTY === true;
  let last = -1;
  const started = Date.now();
  return {
    tick(done) {
      if (!tty) return;
      const pct = Math.floor((done / total) * 100);
      if (pct === last) return;
      last = pct;
      const width = 30;
      const full = Math.round((done / total) * width);
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      process.stderr.write(`\r${label} [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${pct}% ${done}/${total} ${secs}s`);
    },
    end() {
      if (tty) process.stderr.write('\n');
    },
  };
}
