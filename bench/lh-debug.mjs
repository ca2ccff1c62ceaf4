import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const p of (process.argv[2] ?? '/,/runs,/runs/5').split(',')) {
  const r = await lighthouse('http://localhost:3999' + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(p, r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('  LCP element:', el?.nodeLabel?.slice(0,80), el?.selector?.slice(0,80));
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('  phases', JSON.stringify(phases)?.slice(0,400));
  console.log('  bootup', JSON.stringify(a['bootup-time']?.details?.items?.slice(0,6).map(i=>[i.url.slice(-40), i.scripting|0, i.scriptParseCompile|0])));
  console.log('  longtasks', JSON.stringify(a['long-tasks']?.details?.items?.slice(0,8).map(i=>[i.url?.slice(-40), i.duration|0, i.startTime|0])));
  console.log('  mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map(i=>[i.group, i.duration|0])));
  console.log('  render-blocking', JSON.stringify(a['render-blocking-insight']?.details?.items?.map(i=>[i.url,i.wastedMs]) ?? a['render-blocking-resources']?.details?.items?.map(i=>[i.url,i.wastedMs]))?.slice(0,300));
}
chrome.kill();
