import { z } from 'zod';

// Zod probes `new Function` to speed up parsing; our CSP forbids eval, so the probe would log a
// violation. Jitless mode parses without it. Imported first by main.ts, before any schema runs.
z.config({ jitless: true });
