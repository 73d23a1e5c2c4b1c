export default 'tiny-slugs/dist/index.js';
