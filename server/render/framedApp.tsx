// The React tree of one page with slots where the prepared pieces go (the article, and the
// heading and contributor lists, see preparedLists.tsx), and the splicer that fills them as
// the rendered bytes pass. Shared by the streaming render and the static export.
import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { App } from '../../client/App';
import type { BootData } from '../../shared/types';
import { partText, type ArticlePart } from '../site/article';
import { ARTICLE_SLOT, createSlotsSplicer, type SlotSplicer } from './slotSplicer';
import { serverScreens } from './serverScreens';
import { makeEveryTime, preparedMarkupFor, type KeepPart } from './preparedLists';
import '../../shared/messages/allCatalogues';

/** Lays out a page around its article: the element to render and the splicer of its output. */
export function framedApp(boot: BootData, article: readonly ArticlePart[], keep: KeepPart = makeEveryTime): { element: ReactElement; splicer: SlotSplicer } {
  const hasArticle = article.some((part) => partText(part).length > 0);
  const framed = hasArticle ? { ...boot, page: { ...boot.page, html: ARTICLE_SLOT } } : boot;
  const { markup, slots } = preparedMarkupFor(boot.page, keep, boot.contentVersion);
  return {
    element: (
      <StaticRouter location={boot.page.url}>
        <App boot={framed} screens={serverScreens} prepared={markup} />
      </StaticRouter>
    ),
    splicer: createSlotsSplicer([...slots, { marker: ARTICLE_SLOT, content: article }]),
  };
}
