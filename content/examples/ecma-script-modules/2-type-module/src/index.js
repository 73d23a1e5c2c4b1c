import formatDistance, { milesToMeters } from './units';

console.log(formatDistance(milesToMeters(26.2)));
