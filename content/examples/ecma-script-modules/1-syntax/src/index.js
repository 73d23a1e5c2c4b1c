import formatDistance, { milesToMeters } from './units.js';

console.log(formatDistance(milesToMeters(26.2)));
