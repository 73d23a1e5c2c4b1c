export default 'date-bits/dist/index.mjs';
