import { Cart } from './cart';

const cart = new Cart();
cart.add({ sku: 'tea-01', price: 4.5, quantity: 2 });

document.body.textContent = `Total: ${cart.total().toFixed(2)}`;
