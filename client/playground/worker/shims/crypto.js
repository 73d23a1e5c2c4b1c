// `crypto` for the hashes webpack and the minimizer ask node for (sha256 identities, HTML
// integrity); webpack's own md4 and xxhash64 are WebAssembly and need nothing here.
const shaJs = require('sha.js');

function createHash(algorithm) {
  const name = String(algorithm).toLowerCase().replace('-', '');
  let hash;
  try {
    hash = shaJs(name);
  } catch {
    throw new Error(`Digest method not supported in the playground: ${algorithm}`);
  }
  return hash;
}

function getRandomValues(array) {
  return globalThis.crypto.getRandomValues(array);
}

function randomBytes(size) {
  return Buffer.from(getRandomValues(new Uint8Array(size)));
}

module.exports = { createHash, getRandomValues, randomBytes, webcrypto: globalThis.crypto, randomUUID: () => globalThis.crypto.randomUUID() };
