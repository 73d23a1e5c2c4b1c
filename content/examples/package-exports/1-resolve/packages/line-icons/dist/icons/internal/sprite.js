export default 'line-icons/dist/icons/internal/sprite.js';
