import { singularOf, splitCompound } from '../../../server/search/termForms';
import { rankFactor, ABOUT_FACTOR, HOME_OPTION_FACTOR, OPTION_FACTOR, TITLE_FACTOR } from '../../../server/search/rerank';
import { optionName } from '../../../server/search/extractSections';

describe('the other forms a word is found by', () => {
  it('folds plain plurals to their singular and leaves other words alone', () => {
    expect(singularOf('loaders')).toBe('loader');
    expect(singularOf('maps')).toBe('map');
    expect(singularOf('dependencies')).toBe('dependency');
    expect(singularOf('caches')).toBe('cache');
    for (const word of ['class', 'status', 'this', 'does', 'was', 'loader', 'analysis', 'output.paths']) expect(singularOf(word)).toBeNull();
  });

  it('splits a run-together word into its two most common known parts', () => {
    const known: Record<string, number> = { source: 40, map: 30, sour: 2, cemap: 0 };
    expect(splitCompound('sourcemap', (t) => known[t] ?? 0)).toEqual(['source', 'map']);
    expect(splitCompound('zzzzzz', () => 0)).toBeNull();
    expect(splitCompound('abc', () => 5)).toBeNull();
  });
});

describe('the order of the final results', () => {
  const hit = (over: Record<string, unknown>) => ({ id: '/x/', score: 1, terms: [] as string[], ...over });

  it('puts an option first when its bare name or path is typed, more so on its own page', () => {
    expect(optionName('output.publicPath')).toBe('publicPath');
    expect(optionName('this.resourcePath')).toBe('');
    expect(optionName('Public path')).toBe('');
    const option = { id: '/configuration/output/#outputpublicpath', url: '/configuration/output/#outputpublicpath', heading: 'output.publicPath', option: 'publicPath' };
    expect(rankFactor(hit(option), ['publicpath'])).toBeCloseTo(OPTION_FACTOR * HOME_OPTION_FACTOR);
    expect(rankFactor(hit(option), ['output.publicpath'])).toBeCloseTo(OPTION_FACTOR * HOME_OPTION_FACTOR);
    expect(rankFactor(hit({ ...option, url: '/configuration/entry-context/#entrypublicpath', heading: 'entry.publicPath' }), ['publicpath'])).toBeCloseTo(OPTION_FACTOR);
    expect(rankFactor(hit(option), ['path'])).toBe(1);
  });

  it('puts a page titled with exactly the words matched, and an explaining page about them, first', () => {
    expect(rankFactor(hit({ id: '/loaders/', pageTitle: 'Loaders', terms: ['loader'], section: 'loaders', match: { loader: ['title'] } }), ['loadr'])).toBe(TITLE_FACTOR);
    expect(rankFactor(hit({ id: '/concepts/loaders/', pageTitle: 'Loaders', terms: ['loader'], section: 'concepts', match: { loader: ['title', 'text'] } }), ['loader'])).toBe(TITLE_FACTOR * ABOUT_FACTOR);
    expect(rankFactor(hit({ id: '/loaders/css-loader/', pageTitle: 'css-loader', terms: ['loader'], section: 'loaders', match: { loader: ['title'] } }), ['loader'])).toBe(1);
    expect(rankFactor(hit({ id: '/configuration/devtool/', pageTitle: 'Devtool', terms: ['source', 'map'], section: 'configuration', match: { source: ['description'], map: ['description', 'text'] } }), ['sourcemap'])).toBe(ABOUT_FACTOR);
    expect(rankFactor(hit({ id: '/configuration/devtool/', pageTitle: 'Devtool', terms: ['source', 'map'], section: 'configuration', match: { source: ['text'], map: ['text'] } }), ['sourcemap'])).toBe(1);
  });
});
