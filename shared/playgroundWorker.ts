// Where the playground's build worker lives, known to the playground and to the service worker,
// which leaves both alone: the worker, and each pack of big packages (named with the same
// prefix), is kept in a cache of the playground's own, apart from the site's offline save, and
// only once the playground has used it.

/** The Cache Storage name the playground keeps its build worker in. */
export const PLAYGROUND_WORKER_CACHE = 'playground-worker';

/** The start of the hashed script addresses of the build worker and of its packs. */
export const PLAYGROUND_WORKER_PREFIX = '/assets/playground-worker-';
