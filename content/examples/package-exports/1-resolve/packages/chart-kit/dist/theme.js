export default 'chart-kit/dist/theme.js';
