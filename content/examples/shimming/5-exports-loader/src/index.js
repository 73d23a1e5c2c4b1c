import $ from 'jquery';
import './vendor/jquery.highlight.js';
import './vendor/analytics-snippet.js';
import './report.js';

$('h1').highlight();
window.trackEvent('page-view');
