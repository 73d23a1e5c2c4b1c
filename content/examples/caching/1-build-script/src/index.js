import { parseISO } from 'date-fns';
import { describe, daysUntil } from './countdown.js';
import './board.css';
import hourglassUrl from './assets/hourglass.svg';
import settings from './data/settings.json';
import eventData from './data/events.yaml';

const events = eventData
  .map((entry) => ({ name: entry.name, date: parseISO(entry.date) }))
  .filter((event) => settings.showPastEvents || daysUntil(event.date) >= 0);

function renderBoard() {
  const icon = new Image(32, 32);
  icon.src = hourglassUrl;
  icon.alt = '';

  const heading = document.createElement('h1');
  heading.append(icon, settings.title);

  const list = document.createElement('ul');
  for (const event of events) {
    const item = document.createElement('li');
    item.textContent = describe(event);
    list.append(item);
  }

  const exportButton = document.createElement('button');
  exportButton.textContent = 'Add to my calendar';
  exportButton.addEventListener('click', downloadCalendar);

  const board = document.createElement('main');
  board.append(heading, list, exportButton);
  return board;
}

async function downloadCalendar() {
  const { buildCalendar } = await import(
    /* webpackChunkName: "calendar", webpackPrefetch: true */ './calendar.js'
  );
  const file = new Blob([buildCalendar(events)], { type: 'text/calendar' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = 'countdown.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

document.body.append(renderBoard());
