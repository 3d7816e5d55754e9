// Token art for one map view: tokens that name a portrait get its decoded bitmap attached, and a
// finished load bumps `ready` so a view deriving its tokens through withArt redraws with it.
import { PortraitCache } from './portraitCache';
import type { TokenView } from './interactiveLayer';

export class Portraits {
  ready = $state(0);
  private readonly cache: PortraitCache;

  /** `read` turns a library image name into an address (a data URL today), or null. */
  constructor(read: (name: string) => Promise<string | null>) {
    this.cache = new PortraitCache(read, () => this.ready++);
  }

  /** The address of the small picture of the art called `name` (the turn strip's chips), or null until it is loaded. */
  thumb(name: string): string | null {
    void this.ready;
    return this.cache.thumb(name);
  }

  // A view with its art attached, by the view without: the same view and art give the same object,
  // so the map's token layer (tokenLayer.ts) redraws only the tokens that changed, art or none.
  private readonly withArtOf = new WeakMap<TokenView, TokenView>();

  /** The tokens with the art each names attached (the same list when none names any). */
  withArt(tokens: readonly TokenView[]): readonly TokenView[] {
    void this.ready;
    if (!tokens.some((t) => t.portrait)) return tokens;
    return tokens.map((t) => {
      const art = t.portrait ? this.cache.get(t.portrait) : null;
      if (!art) return t;
      const kept = this.withArtOf.get(t);
      if (kept?.art === art) return kept;
      const made = { ...t, art };
      this.withArtOf.set(t, made);
      return made;
    });
  }
}
