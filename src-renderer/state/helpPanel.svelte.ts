// Whether the keyboard help (the `?` overlay) is open.

export class HelpPanel {
  open = $state(false);

  /** Opens or closes the keyboard help; without an argument, toggles it. */
  toggle(open = !this.open): void {
    this.open = open;
  }
}
