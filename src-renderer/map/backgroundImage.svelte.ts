// The map's background image, loaded by name from the host's image route (main checks the name and
// serves only images of the library; no path crosses) and decoded once; the static layer draws it
// under the grid. By URL, so a 20 MB image never passes through the host's thread as text.
export class BackgroundImage {
  image = $state.raw<HTMLImageElement | null>(null);
  error = $state<string | null>(null);
  private shown: string | null = null;

  /** Shows the image called `name` (null for none); `urlOf` gives the address the host serves it at. */
  async show(name: string | null, urlOf: (name: string) => string): Promise<void> {
    if (name === this.shown) return;
    this.shown = name;
    if (!name) {
      this.image = null;
      return;
    }
    const img = new Image();
    img.src = urlOf(name);
    try {
      await img.decode();
      if (this.shown === name) {
        this.image = img;
        this.error = null;
      }
    } catch {
      if (this.shown !== name) return;
      // A missing image and a broken one fail alike here; the host's route says which in its answer.
      this.error = 'The map image could not be loaded or decoded (is it still in the library\u2019s assets folder?).';
      this.image = null;
    }
  }
}
