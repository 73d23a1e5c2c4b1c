import { greet } from './greeting.js';

let clicks = 0;

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

document.body.appendChild(render());
