import slugs from 'tiny-slugs';
import chartKit from 'chart-kit';
import bar from 'chart-kit/bar';
import chartKitPackage from 'chart-kit/package.json';
import arrowLeft from 'line-icons/icons/arrow-left';
import github from 'line-icons/icons/social/github';
import dateBitsImported from 'date-bits';
import storageKit from 'storage-kit';
import ui from '@acme/ui';

// The same package, once through require(): webpack resolves it with other conditions.
const dateBitsRequired = require('date-bits');

const show = (request, file) => console.log(`${request.padEnd(32)} -> ${file}`);
show('tiny-slugs', slugs);
show('chart-kit', chartKit);
show('chart-kit/bar', bar);
show('chart-kit/package.json', `the package's package.json ("name": "${chartKitPackage.name}")`);
show('line-icons/icons/arrow-left', arrowLeft);
show('line-icons/icons/social/github', github);
show('date-bits (import)', dateBitsImported);
show('date-bits (require)', dateBitsRequired);
show('storage-kit', storageKit);
show('@acme/ui', ui);
