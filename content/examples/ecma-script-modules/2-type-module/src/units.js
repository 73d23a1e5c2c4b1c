export const METERS_PER_MILE = 1609.344;

export function milesToMeters(miles) {
  return miles * METERS_PER_MILE;
}

export default function formatDistance(meters) {
  return meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${Math.round(meters)} m`;
}
