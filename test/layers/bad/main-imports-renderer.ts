// Linted as src-main/__probe__.ts: main reaches the windows only through IPC.
import { registeredActions } from '../src-renderer/app/actions';

export const actions = registeredActions;
export const lazily = () => import('../src-renderer/state/roomRegistry');
