export function loadPlugin(modulePath) {
  return require(modulePath);
}
