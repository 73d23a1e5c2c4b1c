const themeFiles = import.meta.webpackContext('./', {
  recursive: false,
  regExp: /\.js$/,
  mode: 'sync',
});

export const themes = {};

for (const key of themeFiles.keys()) {
  if (key === './index.js') continue;
  const name = key.slice(2, -3); // './dark.js' -> 'dark'
  themes[name] = themeFiles(key).default;
}
