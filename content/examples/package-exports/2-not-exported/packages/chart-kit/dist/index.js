export default 'chart-kit/dist/index.js';
