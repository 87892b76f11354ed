/**
 * Draws the toolbar/notification icons (a white star on a rounded blue square) as PNGs into
 * public/icon/. Run once when the icon changes: `npx tsx scripts/make-icons.ts`. The PNGs are
 * committed because notifications need a packaged, loadable icon file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 96, 128];
const BLUE = [37, 99, 235];

function inStar(x: number, y: number): boolean {
  // Five-pointed star centred at (0.5, 0.54), outer radius 0.34, inner 0.14, by the even-odd rule.
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 0.34 : 0.14;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([0.5 + r * Math.cos(a), 0.53 + r * Math.sin(a)]);
  }
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare(x: number, y: number, radius = 0.2): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function draw(size: number): Buffer {
  const samples = 4; // supersampling for smooth edges at 16 px
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let star = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (inRoundedSquare(x, y)) {
            bg++;
            if (inStar(x, y)) star++;
          }
        }
      const n = samples * samples;
      const t = bg ? star / bg : 0;
      const o = 1 + px * 4;
      for (let c = 0; c < 3; c++) row[o + c] = Math.round(BLUE[c] * (1 - t) + 255 * t);
      row[o + 3] = Math.round((255 * bg) / n);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function png(size: number, raw: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

mkdirSync('public/icon', { recursive: true });
for (const size of SIZES) writeFileSync(`public/icon/${size}.png`, draw(size));
console.log(`wrote public/icon/{${SIZES.join(',')}}.png`);
