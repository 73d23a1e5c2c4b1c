const button = document.createElement('button');
button.textContent = 'Show the price chart';
button.addEventListener('click', async () => {
  const { drawChart } = await import('./chart.js');
  drawChart(document.body);
});
document.body.appendChild(button);
