module.exports = 'date-bits/dist/index.cjs';
