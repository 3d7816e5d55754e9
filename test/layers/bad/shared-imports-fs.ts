// Deliberately broken: shared/ importing a Node built-in.
import { readFileSync } from 'fs';
export const read = readFileSync;
