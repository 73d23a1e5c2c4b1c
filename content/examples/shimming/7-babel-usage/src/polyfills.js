import 'whatwg-fetch';
