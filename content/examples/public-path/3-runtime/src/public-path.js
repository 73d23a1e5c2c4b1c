__webpack_public_path__ = window.APP_CONFIG.assetBase;
