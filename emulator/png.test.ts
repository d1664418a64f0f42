import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import { encodePalettePng, hexToRgb, pngSize, tint } from './png.ts';

/** Splits a PNG into its chunks, checking each chunk's CRC with zlib's own. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    assert.equal(crc, crc32(png.subarray(at + 4, at + 8 + length)), `CRC of ${type}`);
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

// Written independently of png.ts (bitwise, no table) so the two can disagree.
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('the demo store PNG writer', () => {
  it('writes a valid indexed PNG whose pixels are the ones asked for', () => {
    const png = encodePalettePng(
      3,
      2,
      [
        [255, 0, 0],
        [0, 0, 255],
      ],
      (y, row) => row.forEach((_, x) => (row[x] = (x + y) % 2)),
    );
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    assert.deepEqual(
      parts.map((part) => part.type),
      ['IHDR', 'PLTE', 'IDAT', 'IEND'],
    );
    assert.deepEqual(pngSize(png), { width: 3, height: 2 });
    assert.deepEqual([...parts[0]!.data.subarray(8)], [8, 3, 0, 0, 0]);
    assert.deepEqual([...parts[1]!.data], [255, 0, 0, 0, 0, 255]);
    // Each row: filter byte 0, then one palette index per pixel.
    assert.deepEqual([...inflateSync(parts[2]!.data)], [0, 0, 1, 0, 0, 1, 0, 1]);
  });

  it('reads no size from bytes that are not a PNG', () => {
    assert.equal(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), undefined);
  });

  it('converts and tints colours', () => {
    assert.deepEqual(hexToRgb('#4f6b3a'), [0x4f, 0x6b, 0x3a]);
    assert.deepEqual(tint([0, 100, 255], 0.5), [128, 178, 255]);
  });
});
