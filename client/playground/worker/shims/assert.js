// The few `assert` calls of build-time code.
function assert(value, message) {
  if (!value) throw new Error(message || 'Assertion failed');
}
assert.ok = assert;
assert.equal = (a, b, message) => assert(a == b, message || `${a} == ${b}`);
assert.strictEqual = (a, b, message) => assert(a === b, message || `${a} === ${b}`);
assert.notStrictEqual = (a, b, message) => assert(a !== b, message || `${a} !== ${b}`);
assert.deepEqual = assert.deepStrictEqual = (a, b, message) => assert(JSON.stringify(a) === JSON.stringify(b), message);
module.exports = assert;
