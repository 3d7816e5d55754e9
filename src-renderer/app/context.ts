// The app state handed down the GM window's component tree, so a button deep in a panel can read
// and run registry actions without every component passing the app along.
import { getContext, setContext } from 'svelte';
import type { AppState } from '../state/app.svelte';

const KEY = Symbol('hexfray-app');

/** Makes `app` available to the calling component's children. */
export function provideApp(app: AppState): void {
  setContext(KEY, app);
}

/** The app state provided by the GM window. */
export function useApp(): AppState {
  const app = getContext<AppState | undefined>(KEY);
  if (!app) throw new Error('useApp() outside the GM window');
  return app;
}
