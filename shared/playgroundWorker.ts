// Where the playground's build worker lives, known to the playground and to the service worker,
// which leaves both alone: the worker is kept in a cache of the playground's own, apart from the
// site's offline save, and only once the playground has been opened.

/** The Cache Storage name the playground keeps its build worker in. */
export const PLAYGROUND_WORKER_CACHE = 'playground-worker';

/** The start of the build worker's hashed script address. */
export const PLAYGROUND_WORKER_PREFIX = '/assets/playground-worker-';
