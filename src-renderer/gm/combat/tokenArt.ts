// Token art changed in the fight: the picture the GM chose or dropped goes to the library's assets
// (main checks its bytes and keeps it once, by content), then its name to the token as a logged,
// undoable command.
import { runAction } from '../../app/actions';
import type { AppState } from '../../state/app.svelte';

/** Gives combatant `id` the picture `file` as its token art; a picture main refuses is said as an error. */
export async function giveTokenArt(app: AppState, id: string, file: File): Promise<void> {
  const r = await app.library.importImage(file);
  if (!r.ok) return app.messages.say(r.error, 'error');
  await runAction(app, 'set-portrait', 'button', { id, portrait: r.value.name });
}
