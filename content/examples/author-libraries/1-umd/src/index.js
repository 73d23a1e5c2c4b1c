import { formatDuration, intervalToDuration } from 'date-fns';

const KM_PER_MILE = 1.609344;

/** Seconds per kilometre for a run of `km` kilometres that took `seconds`. */
export function pace(km, seconds) {
  if (km <= 0) throw new RangeError('Distance must be greater than zero');
  return seconds / km;
}

/** Converts a pace in seconds per kilometre to seconds per mile. */
export function perMile(secondsPerKm) {
  return secondsPerKm * KM_PER_MILE;
}

/** Finish time in seconds for a distance run at a steady pace. */
export function finishTime(km, secondsPerKm) {
  return km * secondsPerKm;
}

/** "4:05" style label for a pace in seconds. */
export function formatPace(seconds) {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return `${minutes}:${rest}`;
}

/** "3 hours 12 minutes" style label for a duration in seconds. */
export function describeDuration(seconds) {
  const duration = intervalToDuration({ start: 0, end: Math.round(seconds) * 1000 });
  return formatDuration(duration, { format: ['hours', 'minutes', 'seconds'] });
}
