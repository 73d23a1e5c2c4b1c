import { singularOf, splitCompound } from '../../../server/search/termForms';
import { rankFactor, rerank, ABOUT_FACTOR, HOME_OPTION_FACTOR, OPTION_FACTOR, REPEAT_FACTOR, TITLE_FACTOR } from '../../../server/search/rerank';
import { leadSentence, optionName } from '../../../server/search/extractSections';
import { createVocabulary, transpositions } from '../../../server/search/vocabulary';

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

  it('corrects two swapped letters as one slip, even in a word too short for two edits', () => {
    expect(transpositions('entyr')).toEqual(['netyr', 'etnyr', 'enytr', 'entry']);
    expect(transpositions('aab')).toEqual(['aba']);
    const vocabulary = createVocabulary();
    vocabulary.addDocument(['entry', 'entries', 'enter']);
    vocabulary.addDocument(['entry']);
    // "enter" is one substitution away; "entry" holds more documents and comes first.
    expect(vocabulary.corrections('entyr', 1)).toEqual([{ term: 'entry', distance: 1 }, { term: 'enter', distance: 1 }]);
    // Found by the tree at two edits as well: listed once, at the distance of the swap.
    expect(vocabulary.corrections('entyr', 2).filter((e) => e.term === 'entry')).toEqual([{ term: 'entry', distance: 1 }]);
    expect(vocabulary.corrections('entry', 2)).toEqual([]);
  });

  it('summarises a page without a summary by its first sentence', () => {
    expect(leadSentence('This option controls if and how source maps are generated. Use the plugin for more.')).toBe('This option controls if and how source maps are generated.');
    expect(leadSentence('Version 5.1 of webpack. More.')).toBe('Version 5.1 of webpack.');
    expect(leadSentence('webpack 是一个打包工具。它很快。')).toBe('webpack 是一个打包工具。');
    expect(leadSentence(`${'word '.repeat(60)}end.`)).toBe('');
    expect(leadSentence('')).toBe('');
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

  it('lets the next page that answers come before more sections of a page already listed', () => {
    const hits = [
      hit({ id: '/plugins/a/', url: '/plugins/a/', score: 10 }),
      hit({ id: '/plugins/a/#one', url: '/plugins/a/#one', score: 9 }),
      hit({ id: '/plugins/a/#two', url: '/plugins/a/#two', score: 4 }),
      hit({ id: '/configuration/b/', url: '/configuration/b/', score: 6 }),
      hit({ id: '/guides/c/#x', url: '/guides/c/#x', score: 3 }),
    ];
    const ranked = rerank(hits, []);
    expect(ranked.map((h) => h.id)).toEqual(['/plugins/a/', '/configuration/b/', '/plugins/a/#one', '/guides/c/#x', '/plugins/a/#two']);
    expect(ranked.map((h) => h.score)).toEqual([10, 6, 9 * REPEAT_FACTOR, 3, 4 * REPEAT_FACTOR]);
    // The first hit of each page keeps its score, so their order does not change.
    expect(hits.map((h) => h.score)).toEqual([10, 9, 4, 6, 3]);
  });
});
