function component() {
  const element = document.createElement('div');
  element.textContent = 'Hello from the production build';
  return element;
}

document.body.appendChild(component());
