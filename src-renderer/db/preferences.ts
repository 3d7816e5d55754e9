// Small preferences kept between runs (last camera zoom, panel widths, the player view's settings).
import type { HexfrayDb } from './database';

export class Preferences {
  constructor(private readonly db: HexfrayDb) {}

  async get<T>(key: string, fallback: T): Promise<T> {
    const row = await this.db.prefs.get(key);
    return row === undefined ? fallback : (row.value as T);
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db.prefs.put({ key, value });
  }
}
