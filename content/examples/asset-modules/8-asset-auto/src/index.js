import heroUrl from './images/hero.jpg';
import starUrl from './images/star.svg';
import fadeShader from './shaders/fade.glsl';

const img = document.createElement('img');
img.src = heroUrl;
img.alt = 'Mountains at sunrise';
document.body.appendChild(img);

const icon = document.createElement('img');
icon.src = starUrl; // "data:image/svg+xml;base64,PHN2ZyB4bWxucz0i..."
document.body.appendChild(icon);

console.log(fadeShader.length); // the shader's source, ready for gl.shaderSource()
