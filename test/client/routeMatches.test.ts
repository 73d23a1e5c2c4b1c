import { routeMatches } from '../../client/App';

const leaf = (path: string) => {
  const matches = routeMatches(path);
  const last = matches?.[matches.length - 1];
  return last ? { path: last.route.path ?? null, index: last.route.index ?? false, params: last.params } : null;
};

describe('route matches', () => {
  it('sends each screen to its route and every other path to the documentation page', () => {
    expect(leaf('/')).toEqual({ path: null, index: true, params: {} });
    expect(leaf('/organization/')?.path).toBe('organization/');
    expect(leaf('/printable/')?.path).toBe('printable/');
    expect(leaf('/concepts/printable/')).toMatchObject({ path: ':section/printable/', params: { section: 'concepts' } });
    expect(leaf('/concepts/entry-points/')).toMatchObject({ path: '*', params: { '*': 'concepts/entry-points/' } });
  });

  it('matches a path once and answers the same matches after', () => {
    expect(routeMatches('/guides/getting-started/')).toBe(routeMatches('/guides/getting-started/'));
  });

  it('still matches correctly after more distinct paths than it keeps', () => {
    for (let i = 0; i < 3000; i += 1) expect(leaf(`/unknown-${i}/`)?.params['*']).toBe(`unknown-${i}/`);
    expect(leaf('/vote/')?.path).toBe('vote/');
  });
});
