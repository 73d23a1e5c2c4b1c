import $ from 'jquery';
import './vendor/jquery.highlight.js';

$('h1').highlight();
