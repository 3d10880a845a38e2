import { describe, expect, test } from 'vitest';
import { isOutOfSpace } from './out-of-space.server.ts';

describe('out of space', () => {
  test('a full disk, a quota or the file-size limit, however wrapped; nothing else', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EFBIG']) {
      const error = Object.assign(new Error(code), { code });
      expect(isOutOfSpace(error)).toBe(true);
      expect(isOutOfSpace(new Error('write failed', { cause: error }))).toBe(true);
    }
    expect(isOutOfSpace(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBe(false);
    expect(isOutOfSpace(new Error('ENOSPC'))).toBe(false);
    expect(isOutOfSpace(undefined)).toBe(false);
  });
});
