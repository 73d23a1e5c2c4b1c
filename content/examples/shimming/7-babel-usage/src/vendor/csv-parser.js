var CsvParser = {
  parseLine: function (line) {
    return line.split(',').map(function (cell) {
      return cell.trim();
    });
  },
};

function parseCsv(text) {
  return text.split('\n').map(CsvParser.parseLine);
}
