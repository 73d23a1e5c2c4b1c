export default 'chart-kit/dist/charts/line.js';
