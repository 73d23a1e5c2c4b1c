// Single flight: one piece of work per key at a time. Whoever asks for a key while its work is
// under way joins that work instead of starting their own, so a cold or freshly changed page
// is rendered once however many requests arrive for it at the same moment.

/** The flights under way, by key. */
export interface SingleFlight<T> {
  /** The result of the work under way for a key, or undefined when there is none. */
  joined(key: string): Promise<T> | undefined;
  /** Starts work for a key (at once, synchronously) and shares its result until it settles. */
  run(key: string, work: () => Promise<T>): Promise<T>;
}

/** Creates an empty set of flights. */
export function createSingleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>();
  return {
    joined: (key) => flights.get(key),
    run(key, work) {
      let started: Promise<T>;
      try {
        started = work();
      } catch (error: unknown) {
        started = Promise.reject(error);
      }
      const flight = started.finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
  };
}
