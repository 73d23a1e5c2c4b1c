import { Cart } from './cart.js';
import logoUrl from './logo.svg';

const cart = new Cart();
cart.add({ sku: 'tea-01', price: 4.5, quantity: 2 });

document.body.textContent = `Total: ${cart.total().toFixed(2)}`;

const logo = document.createElement('img');
logo.src = logoUrl;
document.body.prepend(logo);
