const input = document.createElement('textarea');
input.value = '# Hello\n\nThis is **markdown**.';

const button = document.createElement('button');
button.textContent = 'Preview';

const output = document.createElement('section');

button.addEventListener('click', async () => {
  const { marked } = await import(/* webpackChunkName: "marked" */ 'marked');
  output.innerHTML = marked.parse(input.value);
});

document.body.append(input, button, output);
