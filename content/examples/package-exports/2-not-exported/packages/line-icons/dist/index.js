export default 'line-icons/dist/index.js';
