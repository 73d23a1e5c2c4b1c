import { themes } from './themes/index.js';

console.log(themes);
