async function showTime() {
  const response = await fetch('/api/time');
  const { now } = await response.json();
  document.body.textContent = `Server time: ${now}`;
}

showTime();
