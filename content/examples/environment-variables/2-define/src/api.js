export async function loadEvents() {
  const response = await fetch(`${__API_URL__}/events`);
  if (!response.ok) throw new Error(`Loading events failed: ${response.status}`);
  return response.json();
}
