export default 'tiny-slugs/dist/internal.js';
