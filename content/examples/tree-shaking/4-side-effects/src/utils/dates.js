const formatter = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

export function formatDate(date) {
  return formatter.format(date);
}
