// Renders images/icon.svg to images/icon.png (128×128, the size the Extensions view and the
// marketplace ask for) in headless Chromium through playwright-core, both already used by the tests.
// Run after editing the SVG: node scripts/render-icon.mjs. The PNG is committed: packaging needs no browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { chromium } = createRequire(import.meta.url)('playwright-core');
const svg = readFileSync('images/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 128, height: 128 }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: 'images/icon.png', omitBackground: true });
  console.log('wrote images/icon.png');
} finally {
  await browser.close();
}
