// The latest players' view, as the GM window last published it. Its listeners (the players' screen's
// stream, the players' listener) push it on; nothing else of the GM's state is ever held here.
import { DEFAULT_PLAYER_SCREEN, type PlayerScreen, type PlayerViewPayload } from '../../shared/ipc/playerView';

export class PlayerFeed {
  private revision = 0;
  private view: PlayerViewPayload | null = null;
  private screen: PlayerScreen = DEFAULT_PLAYER_SCREEN;
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` after every publish (the TV's stream and the players' listener push it on); returns the unsubscribe. */
  onPublish(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores a validated view and screen settings; returns the new revision. */
  publish(view: PlayerViewPayload | null, screen: PlayerScreen): number {
    this.view = view;
    this.screen = screen;
    ++this.revision;
    for (const l of this.listeners) l();
    return this.revision;
  }

  /** The view when it is newer than `since`; otherwise the same revision and no view to redraw. */
  since(since: number): { revision: number; view: PlayerViewPayload | null; screen: PlayerScreen } {
    return since >= this.revision ? { revision: this.revision, view: null, screen: this.screen } : { revision: this.revision, view: this.view, screen: this.screen };
  }
}
