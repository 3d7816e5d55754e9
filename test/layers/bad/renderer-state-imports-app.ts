// Linted as src-renderer/state/__probe__.ts: state/ sits below app/, so neither a static import
// nor a dynamic import() of app/ may appear in it.
import { runAction } from '../app/actions';

export const later = () => import('../app/keyboard');
export const run = runAction;
