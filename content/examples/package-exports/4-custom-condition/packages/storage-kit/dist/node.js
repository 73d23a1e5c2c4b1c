export default 'storage-kit/dist/node.js';
