// Globals that node code expects, injected into every module of the worker bundle.
import processShim from './process.js';
import { Buffer as BufferShim } from 'buffer';

const queue = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  const task = queue.shift();
  if (task && !task.cleared) task.fn(...task.args);
};

/** setImmediate on a message channel: runs after pending I/O callbacks, without a timer's clamp. */
function setImmediateShim(fn, ...args) {
  const task = { fn, args, cleared: false };
  queue.push(task);
  channel.port2.postMessage(0);
  return task;
}

function clearImmediateShim(task) {
  if (task) task.cleared = true;
}

globalThis.process ??= processShim;
globalThis.Buffer ??= BufferShim;
globalThis.setImmediate ??= setImmediateShim;
globalThis.clearImmediate ??= clearImmediateShim;

export { processShim as process, BufferShim as Buffer, setImmediateShim as setImmediate, clearImmediateShim as clearImmediate };
