// The devices joined to the players' listener: each holds a random secret (its cookie), a name and
// whom it plays (the party, or one PC). A device the GM removes is forgotten at once, so its next
// request is refused; its open stream is closed by the listener.
import { createHash, randomBytes } from 'node:crypto';

export type Device = { id: string; name: string; pc: string | null; address: string; joined: number };

/** Devices joined at most: a table has a handful; past this a join is refused. */
export const MAX_DEVICES = 32;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export class DeviceRegistry {
  // By the hash of the secret: a lookup's timing tells nothing of the secret itself.
  private readonly bySecret = new Map<string, Device>();
  private next = 1;

  /** Adds a device; returns it and its secret, or null when the table is full. */
  join(name: string, address: string): { device: Device; secret: string } | null {
    if (this.bySecret.size >= MAX_DEVICES) return null;
    const secret = randomBytes(24).toString('base64url');
    const device: Device = { id: `d${this.next++}`, name, pc: null, address, joined: Date.now() };
    this.bySecret.set(hashOf(secret), device);
    return { device, secret };
  }

  /** The device holding `secret`, or null (never joined, or removed). */
  bySecretOf(secret: string | undefined): Device | null {
    if (!secret || secret.length > 64) return null;
    return this.bySecret.get(hashOf(secret)) ?? null;
  }

  byId(id: string): Device | null {
    for (const d of this.bySecret.values()) if (d.id === id) return d;
    return null;
  }

  /** Forgets a device; returns whether it was there. */
  remove(id: string): boolean {
    for (const [k, d] of this.bySecret) if (d.id === id) return this.bySecret.delete(k);
    return false;
  }

  list(): Device[] {
    return [...this.bySecret.values()].sort((a, b) => a.joined - b.joined);
  }

  clear(): void {
    this.bySecret.clear();
  }
}
