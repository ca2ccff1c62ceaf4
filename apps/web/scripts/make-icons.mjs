// Makes the installable app's icons from public/favicon.svg: run by hand when the logo changes,
// the PNGs are committed. Maskable icons keep the logo inside the 80 % safe zone on the brand colour.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '../public');
const svg = readFileSync(join(publicDir, 'favicon.svg'));
const BRAND = '#c2410c';

const plain = (size) => sharp(svg, { density: 600 }).resize(size, size).png();
async function maskable(size) {
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png();
}

await (await plain(192)).toFile(join(publicDir, 'icons/icon-192.png'));
await (await plain(512)).toFile(join(publicDir, 'icons/icon-512.png'));
await (await maskable(512)).toFile(join(publicDir, 'icons/icon-maskable-512.png'));
await (await maskable(192)).toFile(join(publicDir, 'icons/icon-maskable-192.png'));
await (await plain(180)).toFile(join(publicDir, 'icons/apple-touch-icon.png'));
