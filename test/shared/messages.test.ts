// The shipped catalogues: every English string has a Korean and a Chinese one with the same
// placeholders, and a string a catalogue lacks falls back on its own.
//
// A key added to the English catalogue without its translations fails here, naming the key:
// the site would still work (per-string fallback), but a Korean or Chinese page would then show
// an English label in its chrome, which is what these catalogues exist to prevent.
import { en, type MessageKey } from '../../shared/messages/en';
import { enFirstLoad } from '../../shared/messages/enFirstLoad';
import { enLater } from '../../shared/messages/enLater';
import { addCatalogue, addEnglish, formatMessage, hasCatalogue, messagesFor, withFallback, type Catalogue } from '../../shared/messages/messages';
import { ko } from '../../shared/messages/ko';
import { zh } from '../../shared/messages/zh';

const KEYS = Object.keys(en) as MessageKey[];
const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe.each([
  ['ko', ko],
  ['zh', zh],
] as [string, Catalogue][])('the %s catalogue', (_locale, catalogue) => {
  it('gives every English key a non-empty string', () => {
    expect(KEYS.filter((key) => typeof catalogue[key] !== 'string' || catalogue[key]?.trim() === '')).toEqual([]);
  });

  it('keeps the placeholders of each English string', () => {
    const differing = KEYS.filter((key) => placeholders(catalogue[key] ?? '').join() !== placeholders(en[key]).join());
    expect(differing).toEqual([]);
  });

  it('translates the visible labels (no string left as its English text)', () => {
    // Names that read the same in every language are allowed to match.
    const same = KEYS.filter((key) => catalogue[key] === en[key]);
    expect(same).toEqual(['section.api']);
  });
});

describe('the English catalogue', () => {
  it('is the first load\'s strings and the later ones, each key in one of them', () => {
    expect(Object.keys(enFirstLoad).filter((key) => key in enLater)).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...Object.keys(enFirstLoad), ...Object.keys(enLater)].sort());
  });
});

describe('messagesFor', () => {
  it('gives the first load\'s English until the later strings are added, then all of English', () => {
    expect(messagesFor('fr')).toEqual(enFirstLoad);
    expect(messagesFor('en')['chat.title']).toBeUndefined();
    addEnglish(enLater);
    expect(messagesFor('en')['chat.title']).toBe('Chat with the community');
    expect(messagesFor('fr')).toEqual(en);
    expect(messagesFor('en')['doc.edit']).toBe('Edit Document');
  });

  it('falls back to the later English strings from a catalogue that lacks them', () => {
    addCatalogue('xy', { 'doc.edit': 'Edytuj' });
    addEnglish(enLater);
    expect([messagesFor('xy')['doc.edit'], messagesFor('xy')['screen.vote']]).toEqual(['Edytuj', 'Vote']);
  });

  it('takes an added catalogue for its language and its script or region locales', () => {
    addCatalogue('xx', { 'pageLinks.next': 'Nekst' });
    expect(messagesFor('xx')['pageLinks.next']).toBe('Nekst');
    expect(messagesFor('xx-Latn')['pageLinks.next']).toBe('Nekst');
    expect(messagesFor('xx')['pageLinks.previous']).toBe('Previous');
    expect(hasCatalogue('xx-YY')).toBe(true);
    expect(hasCatalogue('yy')).toBe(false);
  });
});

describe('withFallback', () => {
  it('falls back to English string by string', () => {
    const messages = withFallback({ 'doc.edit': 'Modifier', 'doc.print': '' });
    expect(messages['doc.edit']).toBe('Modifier');
    expect(messages['doc.print']).toBe('Print Document');
    expect(messages['pageLinks.next']).toBe('Next');
  });

  it('takes the more specific catalogue first, then the language, then English', () => {
    const language: Catalogue = { 'pageLinks.next': 'Próximo', 'pageLinks.previous': 'Anterior' };
    const region: Catalogue = { 'pageLinks.next': 'Seguinte' };
    const messages = withFallback(language, region);
    expect([messages['pageLinks.next'], messages['pageLinks.previous'], messages['doc.edit']]).toEqual(['Seguinte', 'Anterior', 'Edit Document']);
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage(ko['contributors.other'] ?? '', { count: '3' })).toBe('기여자 3명');
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
