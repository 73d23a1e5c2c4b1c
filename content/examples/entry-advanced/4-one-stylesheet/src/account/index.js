const form = document.querySelector('.account-form');

if (form) {
  form.addEventListener('submit', () => form.classList.add('is-sending'));
}
