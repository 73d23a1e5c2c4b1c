// Values build.mjs writes into the worker when it bundles it.

/** Id of the build: names the cache of its assets. */
declare const __BUILD_ID__: string;
/** The hashed scripts and stylesheets of the build. */
declare const __PRECACHE__: string[];
