import { greet } from './greeting.js';
import './styles.css';

let clicks = module.hot?.data?.clicks ?? 0;

function render() {
  const root = document.createElement('main');

  const message = document.createElement('p');
  message.textContent = greet('webpack');

  const button = document.createElement('button');
  button.textContent = `Clicked ${clicks} times`;
  button.addEventListener('click', () => {
    clicks += 1;
    button.textContent = `Clicked ${clicks} times`;
  });

  root.append(message, button);
  return root;
}

let current = render();
document.body.appendChild(current);

if (module.hot) {
  module.hot.accept('./greeting.js', () => {
    const next = render();
    document.body.replaceChild(next, current);
    current = next;
  });

  module.hot.accept();
  module.hot.dispose((data) => {
    data.clicks = clicks;
    current.remove();
  });
}
