import { loadEvents } from './api.js';

const heading = document.createElement('h1');
heading.textContent = 'Built with environment values';
document.body.append(heading);

loadEvents().then((events) => {
  heading.textContent = `${events.length} events`;
});
