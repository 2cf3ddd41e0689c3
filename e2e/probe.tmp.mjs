import { chromium } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(base + '/');
await page.getByLabel('User name').fill('accountant');
await page.getByLabel('Password').fill('demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('button', { name: 'User menu' }).waitFor();
let consoleCount = 0; page.on('console', (m) => { consoleCount += 1; if (consoleCount < 5) console.log('console:', m.text().slice(0, 200)); });
if (existsSync('/tmp/probe/url') && !process.env.UPLOAD) {
  await page.goto(readFileSync('/tmp/probe/url', 'utf8'));
} else {
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await page.waitForURL(/#\/community\/\d+\//);
  await page.getByRole('link', { name: 'Lockbox', exact: true }).click();
  const lines = ['AccountNumber,Amount,CheckNumber,PayerName'];
  for (let i = 1; i <= 1200; i += 1) {
    const account = i % 100 === 0 ? 'PT9999' : `PT${String(((i - 1) % 30) + 1).padStart(4, '0')}`;
    lines.push(`${account},${100 + (i % 400)}.${String(i % 100).padStart(2, '0')},${(Date.now() % 1000) * 10000 + i},Payer ${i}`);
  }
  await page.locator('input[type="file"]').setInputFiles({ name: `probe-${Date.now()}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n') + '\r\n') });
  await page.getByRole('button', { name: 'Upload lockbox file' }).click();
  await page.getByRole('heading', { name: /^Lockbox batch \d+$/ }).waitFor({ timeout: 60000 });
  writeFileSync('/tmp/probe/url', page.url());
}
await page.getByRole('table', { name: 'Lockbox payments' }).waitFor();
await page.screenshot({ path: '/tmp/probe/page.png' });
if (process.env.CLOSE) { await page.locator('.mantine-Notification-closeButton').click(); await page.waitForTimeout(1000); }
console.log(await page.evaluate(() => [...document.querySelectorAll('[class*=Notification], [role=alert], [role=status]')].map((e) => e.className + ' ' + e.textContent.slice(0, 80))));
const css = process.argv[2] ?? '';
if (css) await page.addStyleTag({ content: css });
const step = Number(process.argv[3] ?? 60);
const run = () => page.evaluate(async (step) => {
  const box = document.querySelector('table[aria-label="Lockbox payments"]').parentElement;
  box.scrollTop = 0;
  const frames = [], loaf = [];
  const obs = new PerformanceObserver((l) => { for (const e of l.getEntries()) loaf.push({ d: Math.round(e.duration), render: Math.round(e.startTime + e.duration - e.renderStart), layout: Math.round(e.startTime + e.duration - e.styleAndLayoutStart), scripts: e.scripts.map((s) => `${s.invoker}:${Math.round(s.duration)}`).join(' ') }); });
  obs.observe({ type: 'long-animation-frame' });
  let scriptT = [], start = 0;
  const cap = () => (start = performance.now()); const after = () => scriptT.push(performance.now() - start);
  window.addEventListener('scroll', cap, { capture: true }); box.addEventListener('scroll', after);
  await new Promise((done) => {
    let last = -1;
    const frame = (t) => { if (last >= 0) frames.push(t - last); last = t;
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return done();
      box.scrollTop += step; requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  });
  obs.disconnect(); window.removeEventListener('scroll', cap, { capture: true }); box.removeEventListener('scroll', after);
  const q = (v, p) => [...v].sort((a, b) => a - b)[Math.ceil(v.length * p) - 1];
  return { n: frames.length, p50: q(frames, .5), p95: q(frames, .95), script50: q(scriptT, .5).toFixed(2), script95: q(scriptT, .95).toFixed(2), loaf: loaf.slice(0, 6) };
}, step);
await run();
for (let i = 0; i < 2; i++) console.log(JSON.stringify(await run()));
console.log('console messages', consoleCount);
if (process.env.TRACE) await browser.startTracing(page, { path: '/tmp/probe/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
console.log(JSON.stringify(await run()));
if (process.env.TRACE) { await browser.stopTracing();
const trace = JSON.parse(readFileSync('/tmp/probe/trace.json', 'utf8'));
const events = trace.traceEvents ?? trace;
const main = new Map();
for (const e of events) if (e.ph === 'X' && e.dur) { const k = `${e.tid} ${e.name}`; main.set(k, (main.get(k) ?? 0) + e.dur); }
for (const [k, v] of [...main.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(8), k);
}
await browser.close();
