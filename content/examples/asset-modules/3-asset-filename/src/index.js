import heroUrl from './images/hero.jpg';

const img = document.createElement('img');
img.src = heroUrl;
img.alt = 'Mountains at sunrise';
document.body.appendChild(img);
