import parseCsv, { CsvParser } from './vendor/csv-parser.js';

const rows = parseCsv('name, score\nada, 10');
console.log(rows, CsvParser.parseLine('a, b'));
