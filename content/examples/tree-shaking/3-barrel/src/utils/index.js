export { formatDate } from './dates.js';
export { slugify } from './strings.js';
export { debounce } from './timing.js';
