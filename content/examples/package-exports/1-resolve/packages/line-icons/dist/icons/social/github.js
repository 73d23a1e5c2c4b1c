export default 'line-icons/dist/icons/social/github.js';
