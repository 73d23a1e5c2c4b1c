import { describe } from './countdown.js';
import './board.css';
import hourglassUrl from './assets/hourglass.svg';

const events = [
  { name: 'Team offsite', date: new Date(2030, 5, 14) },
  { name: 'Version 2 launch', date: new Date(2030, 8, 1) },
  { name: 'Winter break', date: new Date(2030, 11, 20) },
];

function renderBoard() {
  const icon = new Image(32, 32);
  icon.src = hourglassUrl;
  icon.alt = '';

  const heading = document.createElement('h1');
  heading.append(icon, 'Countdown board');

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
