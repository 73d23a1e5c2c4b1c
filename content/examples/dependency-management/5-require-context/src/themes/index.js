const themeFiles = require.context('./', false, /\.js$/);

export const themes = {};

for (const key of themeFiles.keys()) {
  if (key === './index.js') continue;
  const name = key.slice(2, -3); // './dark.js' -> 'dark'
  themes[name] = themeFiles(key).default;
}
