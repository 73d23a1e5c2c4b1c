// Service worker of the site. It takes control right away; offline caching is added on top of it.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
