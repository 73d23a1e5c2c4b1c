import { fragmentId, MAX_FRAGMENT } from '../../client/lib/fragment';

describe('fragmentId', () => {
  it('decodes a well-formed fragment', () => {
    expect(fragmentId('#output-filename')).toBe('output-filename');
    expect(fragmentId('#a%20b')).toBe('a b');
    expect(fragmentId('#%EC%84%A4%EC%A0%95')).toBe('설정');
  });

  it('returns the raw text of malformed percent-encoding instead of throwing', () => {
    expect(fragmentId('#%')).toBe('%');
    expect(fragmentId('#%25%')).toBe('%25%');
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('ignores an empty or overlong fragment', () => {
    expect(fragmentId('')).toBe('');
    expect(fragmentId('#')).toBe('');
    expect(fragmentId(`#${'%E0'.repeat(MAX_FRAGMENT)}`)).toBe('');
  });
});
