export default '@acme/ui/src/index.ts';
