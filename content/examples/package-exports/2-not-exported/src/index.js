import internal from 'tiny-slugs/dist/internal.js';
import bar from 'chart-kit/dist/charts/bar.js';
import sprite from 'line-icons/icons/internal/sprite';

console.log(internal, bar, sprite);
