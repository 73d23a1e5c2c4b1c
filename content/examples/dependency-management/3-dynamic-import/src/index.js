async function applyTheme(choice) {
  const { default: theme } = await import(`./themes/${choice}.js`);
  document.documentElement.style.setProperty('--background', theme.background);
}

applyTheme(localStorage.getItem('theme') ?? 'light');
