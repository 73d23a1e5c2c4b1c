// An option links to its own heading on its reference page when there is one, else to the
// nearest option above it that has one, else to the page; options of pages the content does
// not have go to the other options' page.
import { optionLink } from '../../client/playground/lib/optionLinks';
import { defaultsMode, optionKey } from '../../client/playground/lib/optionDocs';

const anchors = { output: ['output', 'outputpath', 'outputlibrary'], 'other-options': ['cache', 'cachetype'], mode: [] };

describe('option links with the reference pages\' headings', () => {
  it('keeps an option\'s own heading', () => {
    expect(optionLink('output.path', anchors)).toBe('/configuration/output/#outputpath');
  });

  it('falls back to the nearest option above that has a heading', () => {
    expect(optionLink('output.library.type', anchors)).toBe('/configuration/output/#outputlibrary');
    expect(optionLink('output.environment.arrowFunction', anchors)).toBe('/configuration/output/#output');
  });

  it('sends options of a page the content lacks to the other options\' page', () => {
    expect(optionLink('cache.type', anchors)).toBe('/configuration/other-options/#cachetype');
    expect(optionLink('cache.maxGenerations', anchors)).toBe('/configuration/other-options/#cache');
  });

  it('links a top-level option with its own page to the page', () => {
    expect(optionLink('mode', anchors)).toBe('/configuration/mode/');
  });

  it('without headings, links by the dotted path as before', () => {
    expect(optionLink('output.library.type')).toBe('/configuration/output/#outputlibrarytype');
  });
});

describe('option data keys', () => {
  it('leave array indexes out and default the mode to production', () => {
    expect(optionKey('module.rules.0.test')).toBe('module.rules.test');
    expect(defaultsMode(undefined)).toBe('production');
    expect(defaultsMode('none')).toBe('none');
  });
});
