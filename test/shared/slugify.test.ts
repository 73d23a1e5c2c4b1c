// Heading ids follow GitHub's rule, so that links written for the pages on GitHub (and for the
// English site) keep working, and headings in other scripts keep their characters.
import { slugify } from '../../shared/slugify';
import { buildContent } from '../../server/content/contentSnapshot';
import { contentAssetOptions } from '../../server/content/contentAssets';
import { readContentFolder } from '../../server/content/read';
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { CORPUS_DIR, itWithCorpus } from '../helpers/corpus';

/** The rule as it stood before headings in other scripts were looked at, frozen for comparison. */
function earlierSlugify(text: string): string {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** GitHub's rule restricted to Latin letters: what an ASCII-only slugger would give. */
function latinSlugify(text: string): string {
  return text.trim().toLowerCase().replace(/[^a-z0-9_\- ]/g, '').replace(/ /g, '-');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A heading's text as markdown-it-anchor reads it: the text with its tags removed. */
function headingText(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

describe('slugify', () => {
  it.each([
    ['시작하기', '시작하기'],
    ['安装 webpack', '安装-webpack'],
    ['安装(Installation)', '安装installation'],
    ['설치 (Installation)', '설치-installation'],
    ['はじめに：概要', 'はじめに概要'],
    ['Установка и настройка', 'установка-и-настройка'],
    ['Ünïcode Ämlauts', 'ünïcode-ämlauts'],
    ['हिन्दी शीर्षक', 'हिन्दी-शीर्षक'],
    ['Getting Started', 'getting-started'],
    ['output.filename', 'outputfilename'],
    ['Why? Because!', 'why-because'],
    ['a  b', 'a--b'],
    ['snake_case-name', 'snake_case-name'],
  ])('gives %j the GitHub id %j', (text, id) => {
    expect(slugify(text)).toBe(id);
  });

  itWithCorpus([CORPUS_DIR], 'keeps every heading id of the English corpus as it was', async () => {
    const files = await readContentFolder(CORPUS_DIR);
    const snapshot = buildContent(files, createMarkdownRenderer(contentAssetOptions(files)), { editBase: '' });
    let headings = 0;
    for (const page of snapshot.pages.values()) {
      for (const match of page.html.matchAll(/<h([1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
        const text = headingText(match[3] ?? '');
        headings += 1;
        expect(slugify(text)).toBe(earlierSlugify(text));
        // Where the text is Latin only, the id is what an ASCII-only slugger gives too.
        if (/^[\x20-\x7e]*$/.test(text)) expect(slugify(text)).toBe(latinSlugify(text));
        // The rendered id is the slug, or the slug with a de-duplication suffix.
        expect(match[2]?.replace(/-\d+$/, '')).toBe(slugify(text).replace(/-\d+$/, ''));
      }
    }
    expect(headings).toBeGreaterThan(1000);
  });
});
