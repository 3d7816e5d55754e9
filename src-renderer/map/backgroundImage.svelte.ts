// The map's background image, loaded by name through the host as a data URL (no path, no extra
// route) and decoded once; the static layer draws it under the grid.
export class BackgroundImage {
  image = $state.raw<HTMLImageElement | null>(null);
  error = $state<string | null>(null);
  private shown: string | null = null;

  /** Shows the image called `name` (null for none); `read` turns a name into a data URL. */
  async show(name: string | null, read: (name: string) => Promise<string | null>): Promise<void> {
    if (name === this.shown) return;
    this.shown = name;
    if (!name) {
      this.image = null;
      return;
    }
    const url = await read(name);
    if (this.shown !== name) return;
    if (!url) {
      this.error = 'The map image could not be loaded.';
      this.image = null;
      return;
    }
    const img = new Image();
    img.src = url;
    try {
      await img.decode();
      if (this.shown === name) {
        this.image = img;
        this.error = null;
      }
    } catch {
      this.error = 'The map image could not be decoded.';
    }
  }
}
