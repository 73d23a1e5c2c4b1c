import { differenceInCalendarDays, format } from 'date-fns';

export function daysUntil(date, today = new Date()) {
  return differenceInCalendarDays(date, today);
}

export function describe(event, today = new Date()) {
  const days = daysUntil(event.date, today);
  const when = format(event.date, 'EEEE d MMMM yyyy');

  if (days === 0) return `${event.name} is today`;
  if (days < 0) return `${event.name} was ${-days} days ago (${when})`;
  return `${event.name} is ${days} days away (${when})`;
}
