import { format } from 'date-fns';

// Turns the board's events into an iCalendar (.ics) file that calendar apps can import.
export function buildCalendar(events) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//countdown-board//EN'];

  for (const event of events) {
    const day = format(event.date, 'yyyyMMdd');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${day}-${event.name.replace(/\W+/g, '-')}@countdown-board`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day}`,
      `SUMMARY:${event.name}`,
      'END:VEVENT',
    );
  }

  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}
