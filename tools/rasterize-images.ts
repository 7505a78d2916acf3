// One-off developer script (kept for the record and for new fixture art): the fixture's product, category,
// review and placeholder pictures drawn as SVG become WebP, as a shop's uploads are (WordPress refuses SVG
// uploads unless a plugin allows them, and WooCommerce prints the uploads' raster sizes). An SVG <img> is a
// whole document the page's main thread builds and paints (IsolatedSVGDocumentHost: about 88 ms at 1x for the
// 12 on /shop/), which no real shop's product grid costs. Payment gateway icons stay SVG: plugins ship them so.
// Usage: npx tsx tools/rasterize-images.ts [name.svg …]  (default: every picture but gateway-*.svg)
import { chromium } from 'playwright-core';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'fixtures/images';
const names = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(DIR).filter((f) => f.endsWith('.svg') && !f.startsWith('gateway-'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const name of names) {
  const svg = readFileSync(join(DIR, name), 'utf8');
  const dataUrl: unknown = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(src)))}`;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: img.naturalWidth, height: img.naturalHeight });
    canvas.getContext('2d')?.drawImage(img, 0, 0);
    return canvas.toDataURL('image/webp', 0.82);
  }, svg);
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${name}: no WebP`);
  writeFileSync(join(DIR, name.replace(/\.svg$/, '.webp')), Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  console.log(name, '->', name.replace(/\.svg$/, '.webp'));
}
await browser.close();
