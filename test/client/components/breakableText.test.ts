import { breakablePieces } from '../../../client/components/BreakableText';

describe('breakablePieces', () => {
  it('breaks a long plugin name at its inner words', () => {
    expect(breakablePieces('NormalModuleReplacementPlugin')).toEqual(['Normal', 'Module', 'Replacement', 'Plugin']);
  });

  it('breaks long option paths after dots, hyphens and slashes', () => {
    expect(breakablePieces('output.chunkLoadingGlobal')).toEqual(['output.', 'chunk', 'Loading', 'Global']);
    expect(breakablePieces('mini-css-extract-plugin')).toEqual(['mini-', 'css-', 'extract-', 'plugin']);
  });

  it('leaves a text with no long word as it is', () => {
    expect(breakablePieces('Getting Started')).toEqual(['Getting Started']);
    expect(breakablePieces('Use output.path here')).toEqual(['Use output.path here']);
    expect(breakablePieces('The SplitChunksPlugin API')).toEqual(['The Split', 'Chunks', 'Plugin API']);
  });

  it('keeps the text whole when joined again', () => {
    const text = '모듈 페더레이션 ModuleFederationPlugin';
    expect(breakablePieces(text).join('')).toBe(text);
  });
});
