(function () {
  jQuery.fn.highlight = function (color) {
    return this.css('background-color', color || 'yellow');
  };
})();
