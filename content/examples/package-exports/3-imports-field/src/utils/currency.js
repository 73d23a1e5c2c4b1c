export function formatPrice(amount) {
  return `src/utils/currency.js formats ${amount} as ${amount.toFixed(2)} EUR`;
}
