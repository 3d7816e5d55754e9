// The GM's side of the players' own devices on the local network: turning the listener on and off,
// the join address, code and QR, the devices (rename, remove), pings (the GM's own, and whether the
// players may), the faces a device typed, and publishing each joined PC's own view. While the
// listener is on it asks main for the devices' news twice a second (main is on this machine).
import type { HostApi } from '../../shared/ipc/contract';
import type { LanStatus, Ping, TypedRoll } from '../../shared/ipc/lan';
import type { Hex } from '../../shared/hex';
import type { CombatState } from '../../shared/model/state';
import { pcViews } from '../../shared/projection/deviceView';
import type { RollShare } from '../../shared/projection/rollAsk';
import type { PlayerStep } from '../../shared/projection/playerView';

const POLL_MS = 500;

export class LanTable {
  status = $state.raw<LanStatus | null>(null);
  /** Whether a device playing one PC sees only what that PC sees (with fog on). */
  ownSight = $state(false);
  /** The next click on the GM map pings that hex. */
  pingTool = $state(false);
  error = $state<string | null>(null);
  /** Each PC's part of the roll now (what its player is asked, and where the faces go), set by the attack form. */
  shares = $state.raw<readonly RollShare[]>([]);
  /** Called when the joined PCs change, so their views are published at once. */
  republish: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private pcKey = '';
  private lastKey = '';

  constructor(private readonly host: HostApi) {}

  get on(): boolean {
    return this.status?.on === true;
  }

  /** The PCs some device plays now. */
  get pcs(): string[] {
    const ids = (this.status?.devices ?? []).map((d) => d.pc).filter((p): p is string => p !== null);
    return ids.filter((p, i) => ids.indexOf(p) === i).sort();
  }

  get pings(): readonly Ping[] {
    return this.status?.pings ?? [];
  }

  get rolls(): readonly TypedRoll[] {
    return this.status?.rolls ?? [];
  }

  private take(r: Awaited<ReturnType<HostApi['lan.status']>>): void {
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = r.value.error;
    // Unchanged news keep the same object, so the GM map is not redrawn twice a second for nothing.
    const v = r.value;
    const key = JSON.stringify({ ...v, pings: v.pings.map((p) => p.id), rolls: v.rolls.map((x) => x.id) });
    if (key !== this.lastKey) {
      this.lastKey = key;
      this.status = v;
    }
    const pcs = this.pcs.join('\n');
    if (pcs !== this.pcKey) {
      this.pcKey = pcs;
      this.republish?.();
    }
    if (r.value.on && !this.timer) this.timer = setInterval(() => void this.refresh(), POLL_MS);
    if (!r.value.on && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  async turnOn(): Promise<void> {
    this.take(await this.host['lan.start']());
    this.republish?.();
  }

  async turnOff(): Promise<void> {
    this.pingTool = false;
    this.take(await this.host['lan.stop']());
  }

  async refresh(): Promise<void> {
    this.take(await this.host['lan.status']());
  }

  async rename(id: string, name: string): Promise<void> {
    this.take(await this.host['lan.device'](id, { name }));
  }

  async remove(id: string): Promise<void> {
    this.take(await this.host['lan.device'](id, { remove: true }));
  }

  async allowPings(on: boolean): Promise<void> {
    this.take(await this.host['lan.configure']({ pingsOn: on }));
  }

  /** The GM's ping, from the map while the ping tool is on. */
  async pingAt(hex: Hex): Promise<void> {
    this.pingTool = false;
    const r = await this.host['lan.ping']({ q: hex.q, r: hex.r });
    if (!r.ok) this.error = r.error;
    else await this.refresh();
  }

  /** Asks the PCs' players for their dice (none: no roll asked); the devices learn it with the next publish, sent at once when it changed. */
  setShares(shares: readonly RollShare[]): void {
    if (JSON.stringify(shares) === JSON.stringify(this.shares)) return;
    this.shares = shares;
    this.republish?.();
  }

  /** The share of the roll now that `pc`'s player was asked for, if any. */
  shareOf(pc: string): RollShare | undefined {
    return this.shares.find((s) => s.ask.pc === pc);
  }

  async dropRoll(id: number): Promise<void> {
    this.take(await this.host['lan.dropRoll'](id));
  }

  /** Sends each joined PC's own view (and the rolls asked), after the party's view went to main. */
  async publish(state: CombatState, steps: readonly PlayerStep[], lit: readonly string[] | null, sightRadius: number, revealed: readonly string[]): Promise<void> {
    if (!this.on) return;
    // With nothing revealed and no own sight, a PC's projection is the party's: main shares it (and strips others' numbers).
    const asParty = revealed.length === 0 && !(this.ownSight && lit);
    const views = asParty ? {} : pcViews(state, steps, this.pcs, { lit, ownSightRadius: this.ownSight ? sightRadius : null, logSteps: 40 });
    const r = await this.host['lan.publish']({ asParty, views, asks: this.shares.map((s) => s.ask) });
    if (!r.ok) this.error = r.error;
  }

  /** Stops asking main (the GM window closes). */
  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
