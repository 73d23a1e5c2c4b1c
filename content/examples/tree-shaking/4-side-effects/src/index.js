import { slugify } from './utils/index.js';

console.log(slugify('Tree Shaking in webpack'));
