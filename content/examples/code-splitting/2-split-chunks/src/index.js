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

  const board = document.createElement('main');
  board.append(heading, list);
  return board;
}

document.body.append(renderBoard());
