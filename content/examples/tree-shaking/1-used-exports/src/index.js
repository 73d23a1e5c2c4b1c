import { add } from './math.js';

document.body.textContent = `2 + 3 = ${add(2, 3)}`;
