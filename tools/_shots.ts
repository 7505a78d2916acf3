import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { startServer } from '../fixtures/backend/adapters/node';
import { mounted, open } from '../src/testing/probe';
const server = await startServer({ port: 0, distDir: resolve('dist'), maxLifetimeMs: 10 * 60_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const shot = async (name: string, w: number, h: number, fn: (p: import('playwright-core').Page) => Promise<void>) => {
  const ctx = await browser.newContext({ baseURL: server.url, viewport: { width: w, height: h }, locale: 'ar-EG' });
  await ctx.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const page = await ctx.newPage();
  await fn(page);
  await page.screenshot({ path: `/tmp/probe/${name}.png` });
  await ctx.close();
};
await shot('search-desktop', 1280, 800, async (page) => {
  await open(page, '/shop/'); const input = '#ast-desktop-header .dgwt-wcas-search-input';
  await page.locator(input).focus(); await mounted(page, 'product-search');
  await page.locator(input).pressSequentially('قهوة'); await page.locator('.dgwt-wcas-suggestions-wrapp [role="option"]').first().waitFor(); await page.waitForTimeout(800);
});
await shot('search-mobile', 390, 844, async (page) => {
  await open(page, '/shop/'); await page.locator('#ast-mobile-header .dgwt-wcas-search-wrapp').first().click(); await mounted(page, 'product-search'); await page.waitForTimeout(500);
  await page.keyboard.type('كعك'); await page.waitForTimeout(1200);
});
await shot('product', 1280, 900, async (page) => { await open(page, '/product/stand-mixer/'); await page.waitForTimeout(1500); });
await shot('login', 1280, 900, async (page) => { await open(page, '/login/'); await page.waitForTimeout(1500); });
await browser.close(); await server.close();
