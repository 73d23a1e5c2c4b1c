export default 'storage-kit/dist/browser.js';
