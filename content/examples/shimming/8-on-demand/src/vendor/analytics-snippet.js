this.trackEvent = function (name) {
  navigator.sendBeacon('/events', JSON.stringify({ name }));
};
