export default 'line-icons/dist/icons/arrow-left.js';
