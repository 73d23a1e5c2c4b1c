export function drawChart(container) {
  const chart = document.createElement('canvas');
  chart.width = 320;
  chart.height = 160;
  container.appendChild(chart);
}
