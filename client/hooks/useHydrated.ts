// Whether this render may differ from the server's HTML: false while React hydrates what the
// server sent (and on the server), true in every render after that and in renders that create
// new markup in the browser. The server's snapshot is used while hydrating, the client's after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and during hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
