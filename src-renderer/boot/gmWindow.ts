// What the GM window registers before it mounts: its own actions, then every system's room with
// its actions. Run once; a clash of action ids or a second room for a system throws here, at start-up.
import { registerAppActions } from '../app/appActions';
import { installRooms } from '../systems/registry';

/** Registers the window's actions and the systems' rooms. */
export function startGmWindow(): void {
  registerAppActions();
  installRooms();
}
