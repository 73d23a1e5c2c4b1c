// Which packs of big packages (babel, html-webpack-plugin, …: see build/packageClosure.cjs) a
// project needs before or after a build. Pure: the worker asks the page for the packs these
// name. Before a build, a pack is needed when a file of the project names one of its triggers
// as a module (a quoted name, so "babel-loader" in a comment without quotes does not count).
// After a failed build, a module that could not be found and that a pack brings (`lodash`,
// required by a configuration) names its pack, and the build runs again with it.

/** Characters of a regular expression, escaped. */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern that finds `trigger` as the start of a quoted module name. */
function triggerPattern(trigger) {
  const name = escape(trigger);
  return new RegExp(trigger.endsWith('/') ? `['"\`]${name}[\\w.-]` : `['"\`]${name}(?:['"\`]|/)`);
}

/**
 * Ids of the packs, not yet `loaded`, that the project's files name.
 * @param {Record<string, string>} files the project's files by path
 * @param {{ id: string, triggers: string[] }[]} packs
 * @param {Set<string>} loaded
 * @returns {string[]}
 */
function packsNamedBy(files, packs, loaded) {
  const texts = Object.values(files);
  return packs.filter((pack) => !loaded.has(pack.id) && pack.triggers.some((trigger) => texts.some((text) => triggerPattern(trigger).test(text)))).map((pack) => pack.id);
}

/** The package name of a bare module request (`@babel/core/lib/x` → `@babel/core`), else null. */
function packageName(request) {
  if (/^(?:\.|\/|[a-z]+:)/i.test(request)) return null;
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Ids of the packs, not yet `loaded`, that bring a module a build's errors say is missing
 * (webpack's "Can't resolve 'x'", the worker's require "Cannot find module 'x'").
 * @param {string[]} errors
 * @param {Record<string, string>} packOfPackage
 * @param {Set<string>} loaded
 * @returns {string[]}
 */
function packsForMissing(errors, packOfPackage, loaded) {
  const ids = new Set();
  for (const error of errors) {
    for (const [, request] of error.matchAll(/(?:Can't resolve|Cannot find module) '([^']+)'/g)) {
      const name = packageName(request);
      const id = name ? packOfPackage[name] : undefined;
      if (id && !loaded.has(id)) ids.add(id);
    }
  }
  return [...ids];
}

module.exports = { packsNamedBy, packsForMissing, packageName };
