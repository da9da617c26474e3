// Renders the app icons from SVG with Debian's Chromium (ImageMagick is not installed here).
// Run: node scripts/make-icons.mjs. The PNGs are committed; rerun only when the design changes.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';

const card = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <rect x="146" y="76" width="220" height="360" rx="28" fill="#fbf7ee" stroke="#c9a227" stroke-width="12"/>
    <text x="256" y="290" font-family="Liberation Serif, DejaVu Serif, serif" font-size="92" font-weight="bold"
      text-anchor="middle" fill="#1f4d3a">XXI</text>
  </g>`;
// 'any': rounded square. 'maskable': full bleed, the card inside the 80% safe circle.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#1f4d3a"/>${card(1)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#1f4d3a"/>${card(0.72)}</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [file, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180]
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  writeFileSync(`static/icons/${file}`, await page.screenshot({ omitBackground: true }));
  console.log(`static/icons/${file}`);
}
await browser.close();
