// The catalogues beyond English: the browser loads the one of a page's language, the server has
// them all; both name the same languages and the same strings.
import { messagesFor } from '../../shared/messages/messages';
import { SHIPPED_CATALOGUES } from '../../shared/messages/shipped';
import { loadCatalogue } from '../../client/lib/catalogues';

describe('loading a catalogue in the browser', () => {
  it('shows English until the language is loaded, then that language', async () => {
    expect(messagesFor('zh-Hans')['pageLinks.next']).toBe('Next');
    await loadCatalogue('zh-Hans');
    expect(messagesFor('zh-Hans')['pageLinks.next']).toBe('下一页');
    expect(messagesFor('zh')['doc.edit']).toBe('编辑文档');
  });

  it('loads Korean for ko and its region locales', async () => {
    await loadCatalogue('ko-KR');
    expect(messagesFor('ko')['doc.edit']).toBe('문서 편집');
    expect(messagesFor('ko-KR')['pageLinks.next']).toBe('다음');
  });

  it('has nothing to load for English or a language without a catalogue', async () => {
    await expect(loadCatalogue('en')).resolves.toBeUndefined();
    await loadCatalogue('fr');
    expect(messagesFor('fr')['doc.edit']).toBe('Edit Document');
  });
});

describe('the server catalogues', () => {
  it('are the ones the browser loads, language by language', async () => {
    const { ALL_CATALOGUES } = await import('../../shared/messages/allCatalogues');
    expect(Object.keys(ALL_CATALOGUES).sort()).toEqual(Object.keys(SHIPPED_CATALOGUES).sort());
    for (const [language, load] of Object.entries(SHIPPED_CATALOGUES)) expect(await load()).toBe(ALL_CATALOGUES[language]);
  });
});
