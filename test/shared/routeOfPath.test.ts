import { routeOfPath } from '../../shared/routes';

describe('the route a path renders in the browser', () => {
  it('sends each screen to its route and every other path to the documentation page', () => {
    expect(routeOfPath('/').kind).toBe('home');
    expect(routeOfPath('/organization/').screen).toBe('organization');
    expect(routeOfPath('/printable/').pattern).toBe('/printable/');
    expect(routeOfPath('/concepts/printable/').pattern).toBe('/:section/printable/');
    expect(routeOfPath('/concepts/entry-points/')).toMatchObject({ pattern: '/*', screen: null });
    expect(routeOfPath('/unknown-page/').screen).toBeNull();
  });

  it('ignores letter case and trailing slashes, as the browser router before it did', () => {
    expect(routeOfPath('/Vote/').screen).toBe('vote');
    expect(routeOfPath('/starter-kits').screen).toBe('starterKits');
    expect(routeOfPath('/app-shell').screen).toBe('appShell');
    expect(routeOfPath('/app-shell/').screen).toBe('appShell');
    expect(routeOfPath('/vote//').screen).toBe('vote');
  });

  it('keeps a screen name inside a longer path a documentation page', () => {
    expect(routeOfPath('/vote/results/').screen).toBeNull();
    expect(routeOfPath('/guides/organization/').screen).toBeNull();
  });
});
