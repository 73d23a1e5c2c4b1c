declare let __webpack_public_path__: string;
