const heading = document.createElement('h1');
heading.textContent = 'Built with environment values';
document.body.append(heading);
