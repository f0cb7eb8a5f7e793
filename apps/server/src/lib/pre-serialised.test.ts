import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ok } from '@portal/contracts';
import { envelopeWithList, PreSerialised } from './pre-serialised.js';

const big = JSON.stringify({
  code: 200,
  msg: 'success',
  data: { text: 'crystal quest '.repeat(200) },
});

describe('PreSerialised', () => {
  it('picks brotli, then gzip, as the client allows', () => {
    const answer = new PreSerialised(big, true);
    expect(answer.codingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(answer.codingFor('gzip')).toBe('gzip');
    expect(answer.codingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(answer.codingFor('identity')).toBeNull();
    expect(answer.codingFor('')).toBeNull();
    expect(answer.codingFor(undefined)).toBeNull();
  });

  it('compresses once and gives back the same text', () => {
    const answer = new PreSerialised(big, true);
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(br.length).toBeLessThan(big.length / 5);
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(big);
  });

  it('sends a small answer, or one built for a single request, as it is', () => {
    expect(new PreSerialised('{"code":200}', true).codingFor('br')).toBeNull();
    expect(new PreSerialised(big).codingFor('br')).toBeNull();
  });
});

describe('envelopeWithList', () => {
  it('writes what JSON.stringify writes of the envelope with the items in the list', () => {
    const items = [
      { appId: 1, appName: 'A "quoted" name' },
      { appId: 2, appName: 'Ünïcode' },
    ];
    const data = { page: 2, pageSize: 20, total: 22, hasMore: false };
    const made = envelopeWithList(
      { appList: [], ...data },
      'appList',
      items.map((item) => JSON.stringify(item)),
    );
    expect(made.json).toBe(JSON.stringify(ok({ appList: items, ...data })));
    expect(made.reused).toBe(false);
  });

  it('leaves the list empty without items, and refuses an envelope without it', () => {
    expect(envelopeWithList({ appList: [], total: 0 }, 'appList', []).json).toBe(
      JSON.stringify(ok({ appList: [], total: 0 })),
    );
    expect(() =>
      envelopeWithList({ appList: [] } as unknown as { list: never[] }, 'list', ['1']),
    ).toThrow('no empty list');
  });
});
