import './public-path.js';
import { startApp } from './app.js';

startApp();
