const heading = document.createElement('h1');
heading.textContent = 'This page works offline';
document.body.appendChild(heading);

if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then((registration) => {
        console.log('Service worker registered with scope', registration.scope);
      })
      .catch((error) => {
        console.error('Service worker registration failed', error);
      });
  });
}
