// The one in-memory file system of the worker: webpack, its resolver, loaders and the project
// all read and write this volume, as they would the disk in node.
const { Volume, createFsFromVolume } = require('memfs');

const volume = new Volume();
const fs = createFsFromVolume(volume);
fs.volume = volume;
module.exports = fs;
