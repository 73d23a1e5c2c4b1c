import { editDistance, suggestionsFor } from '../../../client/playground/lib/configProblems';
import { optionLink } from '../../../client/playground/lib/optionLinks';

const MESSAGE = `Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.
 - configuration has an unknown property 'entri'. These properties are valid:
   object { amd?, bail?, cache?, context?, entry?, experiments?, mode?, module?, output?, resolve? }
   -> Options object as provided by the user.`;

describe('configuration problems', () => {
  it('suggests the valid property closest to a misspelt one, linked to its reference entry', () => {
    expect(suggestionsFor(MESSAGE)).toEqual([{ unknown: 'entri', suggestion: 'entry', path: 'entry' }]);
  });

  it('suggests nothing when no valid name is close', () => {
    expect(suggestionsFor(MESSAGE.replace("'entri'", "'completelyDifferent'"))).toEqual([]);
  });

  it('counts edits', () => {
    expect(editDistance('outptu', 'output')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('option links', () => {
  it('links top-level options to their page and nested ones to their heading', () => {
    expect(optionLink('mode')).toBe('/configuration/mode/');
    expect(optionLink('output')).toBe('/configuration/output/');
    expect(optionLink('output.path')).toBe('/configuration/output/#outputpath');
    expect(optionLink('entry')).toBe('/configuration/entry-context/#entry');
    expect(optionLink('module.rules.0.test')).toBe('/configuration/module/#modulerulestest');
  });
});
