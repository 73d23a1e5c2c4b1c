export default { file: 'src/config/browser.js', apiBase: '/api/' };
