const heading = document.createElement('h1');
heading.textContent = 'This page works offline';
document.body.appendChild(heading);
