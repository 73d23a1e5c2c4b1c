import type { Result } from 'lighthouse';
import { blockingBySource } from './lighthouseAudits';

const PAGE = 'http://127.0.0.1:4000/configuration/output/';

/** The parts of a Lighthouse result blockingBySource reads, shaped as Lighthouse 12 writes them. */
function result(items: { url: string; startTime: number; duration: number }[], fcp = 900, interactive = 1300): Pick<Result, 'audits' | 'mainDocumentUrl' | 'finalDisplayedUrl'> {
  const audit = (id: string, numericValue?: number, details?: unknown) => ({ id, title: id, description: '', score: null, scoreDisplayMode: 'informative', numericValue, details });
  return {
    mainDocumentUrl: PAGE,
    finalDisplayedUrl: PAGE,
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', fcp),
      interactive: audit('interactive', interactive),
      'long-tasks': audit('long-tasks', undefined, { type: 'table', headings: [], items }),
    } as unknown as Result['audits'],
  };
}

describe('blocking time of a Lighthouse run by source', () => {
  it('counts each long task\'s time over 50 ms inside the first paint to interactive window, by what it is attributed to', () => {
    const run = result([
      // The commit: starts before the first paint, so only its 111 ms after it count.
      { url: 'Unattributable', startTime: 816, duration: 195 },
      // The document's layout, inside the window.
      { url: PAGE, startTime: 1180, duration: 100 },
      // A bundle's task.
      { url: 'http://127.0.0.1:4000/assets/main-ABC.js', startTime: 1000, duration: 80 },
      // Over 50 ms, but only 40 of it before interactive.
      { url: PAGE, startTime: 1260, duration: 70 },
      // Before the first paint: not counted.
      { url: PAGE, startTime: 700, duration: 150 },
    ]);
    expect(blockingBySource(run)).toEqual({ scripts: 30, document: 50, unattributed: 61 });
  });

  it('finds nothing in a run without long tasks or without the metrics', () => {
    expect(blockingBySource(result([]))).toEqual({ scripts: 0, document: 0, unattributed: 0 });
    const broken = result([{ url: PAGE, startTime: 1000, duration: 200 }]);
    delete (broken.audits as Record<string, unknown>).interactive;
    expect(blockingBySource(broken)).toEqual({ scripts: 0, document: 0, unattributed: 0 });
  });
});
