const loadLocale = require('../vendor/date-lib/index.js');

console.log(loadLocale('de'));
