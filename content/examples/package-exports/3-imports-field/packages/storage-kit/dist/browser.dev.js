export default 'storage-kit/dist/browser.dev.js';
