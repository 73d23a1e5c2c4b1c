export default '@acme/ui/dist/index.js';
