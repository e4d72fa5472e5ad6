import { describe, expect, it } from 'vitest';
import { desEncrypt } from './codec/des';
import { decodeServicePaths } from './servicePaths';

describe('customer-service paths decoded on demand', () => {
  it('answers each path in order, null where it does not decode', async () => {
    const key = 'Kf7Qp2Zx';
    const paths = [
      desEncrypt('https://chat.example/cs', key) + key,
      'https://example.com/chat',
      desEncrypt('https://wa.me/639000', key) + key,
    ];
    await expect(decodeServicePaths(paths)).resolves.toEqual([
      'https://chat.example/cs',
      null,
      'https://wa.me/639000',
    ]);
  });

  it('answers nothing for no paths', async () => {
    await expect(decodeServicePaths([])).resolves.toEqual([]);
  });
});
