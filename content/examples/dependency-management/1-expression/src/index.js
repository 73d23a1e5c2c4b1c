const choice = localStorage.getItem('theme') ?? 'light';
const theme = require('./themes/' + choice + '.js');
