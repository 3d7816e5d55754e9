// The format schemas as zod's ahead-of-time compiled validators. A compiled schema checks exactly
// what the schema checks and gives the same value; it only replaces zod's walk over the schema
// tree with generated straight-line code, about five times faster on a big encounter. A value that
// fails takes zod's ordinary parser, so error paths and messages are unchanged. Where generated
// code cannot run (a page whose CSP forbids eval) z.compile hands back the schema itself.
import { z } from 'zod';
import type { FormatName } from './format';
import { formatOf } from './registry';

// Compiled on every parse instead, the files bench's parseFile of a 500-combatant encounter took
// 7.9 ms instead of 4.3-6.5, and an open 10-12 ms of CPU instead of 6.
const compiled = new Map<FormatName, z.ZodType>();

/** The compiled schema of `format`, compiled on first use (about 20 ms each). */
export function compiledSchemaOf(format: FormatName): z.ZodType {
  let schema = compiled.get(format);
  if (!schema) {
    schema = z.compile(formatOf(format).schema);
    compiled.set(format, schema);
  }
  return schema;
}
