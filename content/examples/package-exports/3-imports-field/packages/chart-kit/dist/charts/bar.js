export default 'chart-kit/dist/charts/bar.js';
