import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { messageParts } from '../../client/lib/messageParts';

const html = (message: string, parts: Record<string, ReactElement>) => renderToStaticMarkup(<p>{messageParts(message, parts)}</p>);

describe('messageParts', () => {
  it('puts each element where its placeholder is, wherever the language places it', () => {
    const link = <a href="/migrate/5/">guide</a>;
    expect(html('Read the {link}.', { link })).toBe('<p>Read the <a href="/migrate/5/">guide</a>.</p>');
    expect(html('{link}를 읽어보세요.', { link })).toBe('<p><a href="/migrate/5/">guide</a>를 읽어보세요.</p>');
    expect(html('{a} or {b}', { a: <i>x</i>, b: <b>y</b> })).toBe('<p><i>x</i> or <b>y</b></p>');
  });

  it('leaves a placeholder without an element as written', () => {
    expect(html('{link} and {other}', { link: <i>x</i> })).toBe('<p><i>x</i> and {other}</p>');
  });

  it('renders a sentence with one element as JSX with the same text would (no extra text nodes)', () => {
    const link = <a href="/">home</a>;
    expect(renderToString(<p>{messageParts('Go to the {link}.', { link })}</p>)).toBe(renderToString(<p>Go to the {link}.</p>));
  });
});
