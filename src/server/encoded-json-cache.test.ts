import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEncodedJsonCache, preferredEncoding } from './encoded-json-cache';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('createEncodedJsonCache', () => {
  it('builds a version once, and keeps within its size by dropping the least recently used', async () => {
    const cache = createEncodedJsonCache({ maxBytes: 400 });
    let built = 0;
    const app = Fastify();
    app.get('/:key/:version', (request, reply) => {
      const { key, version } = request.params as { key: string; version: string };
      return cache.send(request, reply, key, version, async () => {
        built += 1;
        return JSON.stringify({ key, version, words: `${key} ${version} `.repeat(20) });
      });
    });
    const get = async (path: string) => {
      const response = await app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
      return JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as {
        version: string;
      };
    };
    expect((await get('/a/1')).version).toBe('1');
    expect((await get('/a/1')).version).toBe('1');
    expect(built).toBe(1);
    expect((await get('/a/2')).version).toBe('2');
    expect(built).toBe(2);
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g']) await get(`/${key}/1`);
    expect(cache.size()).toBeLessThanOrEqual(400);
    await app.close();
  });
});
