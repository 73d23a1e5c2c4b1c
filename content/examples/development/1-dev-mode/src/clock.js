import { format } from 'date-fns';

const clock = document.createElement('p');
clock.className = 'clock';

function tick() {
  clock.textContent = `Now: ${format(new Date(), 'EEE d MMM, HH:mm:ss')}`;
}

tick();
setInterval(tick, 1000);
document.body.prepend(clock);
