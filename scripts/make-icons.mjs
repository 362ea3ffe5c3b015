#!/usr/bin/env node
/**
 * Generates Canasta's app icons (a green basket on a solid background) as real PNGs,
 * written byte by byte (RGBA rows, zlib, CRC32) so no image library is needed.
 * Usage: node scripts/make-icons.mjs  →  public/icons/icon-192.png, icon-512.png, icon-maskable-512.png
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'icons');

const BACKGROUND = [0xeb, 0xfb, 0xee]; // Mantine green.0
const MASKABLE_BACKGROUND = [0xd3, 0xf9, 0xd8]; // green.1: fills the whole maskable canvas
const HANDLE = [0x2b, 0x8a, 0x3e]; // green.9
const RIM = [0x2b, 0x8a, 0x3e];
const BODY = [0x37, 0xb2, 0x4d]; // green.7
const WEAVE = [0x8c, 0xe9, 0x9a]; // green.3

// ---------- PNG encoding ----------
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** rgba: Uint8Array of size*size*4. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const rowLength = size * 4 + 1;
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y++) {
    raw[y * rowLength] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(raw, y * rowLength + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- The mark, in unit coordinates (0..1 over the mark's square) ----------
function inRoundedRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const BODY_TOP = 0.5;
const BODY_BOTTOM = 0.9;
const halfWidthAt = (y) => 0.36 - ((y - BODY_TOP) / (BODY_BOTTOM - BODY_TOP)) * 0.1; // tapers to the base

/** Colour of the mark at (x, y), or null where the background shows. */
function markColour(x, y) {
  // Rim: a rounded bar across the top of the basket.
  if (inRoundedRect(x, y, 0.06, 0.41, 0.94, 0.51, 0.035)) return RIM;
  // Body: a trapezoid with rounded bottom corners, woven with lighter bands and slats.
  if (y >= BODY_TOP && y <= BODY_BOTTOM) {
    const half = halfWidthAt(y);
    const dx = Math.abs(x - 0.5);
    const corner = 0.05;
    let inside = dx <= half;
    if (inside && y > BODY_BOTTOM - corner && dx > half - corner) {
      inside = (dx - (half - corner)) ** 2 + (y - (BODY_BOTTOM - corner)) ** 2 <= corner * corner;
    }
    if (inside) {
      const band = (y - BODY_TOP) / (BODY_BOTTOM - BODY_TOP);
      if (Math.abs(band - 0.36) < 0.055 || Math.abs(band - 0.7) < 0.055) return WEAVE;
      // Slats follow the taper: compare in the body's own horizontal coordinate.
      const u = (x - 0.5) / half; // -1..1
      for (const slat of [-0.5, 0, 0.5]) if (Math.abs(u - slat) < 0.06) return WEAVE;
      return BODY;
    }
  }
  // Handle: the upper half of a ring.
  const r = Math.hypot(x - 0.5, y - 0.46);
  if (y <= 0.46 && r >= 0.27 && r <= 0.34) return HANDLE;
  return null;
}

/**
 * Renders one icon. `markSize` is the mark's square edge as a fraction of the icon;
 * 4×4 supersampling gives smooth edges.
 */
function render(size, background, markSize) {
  const rgba = new Uint8Array(size * size * 4);
  const offset = (1 - markSize) / 2;
  const SS = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = ((px + (sx + 0.5) / SS) / size - offset) / markSize;
          const y = ((py + (sy + 0.5) / SS) / size - offset) / markSize;
          const colour = markColour(x, y) ?? background;
          r += colour[0];
          g += colour[1];
          b += colour[2];
        }
      }
      const i = (py * size + px) * 4;
      const n = SS * SS;
      rgba[i] = Math.round(r / n);
      rgba[i + 1] = Math.round(g / n);
      rgba[i + 2] = Math.round(b / n);
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, rgba);
}

/**
 * The maskable safe zone is a centred circle of radius 40 % of the icon. The mark's drawn
 * extent is x 0.06..0.94, y 0.12..0.90 of its square; at 0.72 of the icon its farthest
 * point (a bottom corner) lies about 0.34 from the centre, inside the circle.
 */
const icons = [
  { file: 'icon-192.png', size: 192, background: BACKGROUND, markSize: 0.8 },
  { file: 'icon-512.png', size: 512, background: BACKGROUND, markSize: 0.8 },
  { file: 'icon-maskable-512.png', size: 512, background: MASKABLE_BACKGROUND, markSize: 0.72 },
];

mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  const png = render(icon.size, icon.background, icon.markSize);
  writeFileSync(join(outDir, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
