import { createSingleFlight } from '../../../server/cache/singleFlight';

describe('single flight', () => {
  it('lets requests for a key under way join its work, and starts afresh once it settled', async () => {
    const flights = createSingleFlight<string>();
    let finish: (value: string) => void = () => undefined;
    let runs = 0;
    const first = flights.run('/a/', () => {
      runs += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    expect(runs).toBe(1);
    expect(flights.joined('/b/')).toBeUndefined();
    const joined = flights.joined('/a/');
    finish('page');
    expect(await first).toBe('page');
    expect(await joined).toBe('page');
    expect(flights.joined('/a/')).toBeUndefined();
  });

  it('forgets a key whose work failed, even when it threw before returning', async () => {
    const flights = createSingleFlight<string>();
    await expect(
      flights.run('/a/', () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(flights.joined('/a/')).toBeUndefined();
  });
});
