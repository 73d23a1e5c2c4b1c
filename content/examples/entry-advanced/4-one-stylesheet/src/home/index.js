const hero = document.querySelector('.hero h1');

if (hero) {
  hero.addEventListener('click', () => hero.classList.toggle('is-highlighted'));
}
