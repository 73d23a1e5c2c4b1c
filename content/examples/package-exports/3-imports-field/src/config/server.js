export default { file: 'src/config/server.js', apiBase: 'http://localhost:8080/api/' };
