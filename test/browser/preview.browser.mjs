// Behaviour of the preview webview in Chromium: mode toggle, forced modes, theme following, widgets by
// click, live patching, the error banner, links and scroll sync.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayConfig } from './todayConfig.mjs';

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const tourPath = join(docsRoot, 'guides/components-tour.mdx');
  const tour = readFileSync(tourPath, 'utf8');
  const realConfig = readFileSync(join(docsRoot, 'docs.json'), 'utf8');
  const withMode = (modeToggle) => {
    const c = JSON.parse(realConfig);
    if (modeToggle === undefined) delete c.modeToggle;
    else c.modeToggle = modeToggle;
    return JSON.stringify(c, null, 2);
  };
  const open = (opts = {}, browserOpts = {}) =>
    ctx.open({ pageText: opts.pageText ?? tour, pagePath: opts.pagePath ?? tourPath, docsRoot, configText: opts.configText ?? realConfig, state: opts.state, themeKind: opts.themeKind }, browserOpts);
  const mode = (page) => page.evaluate(() => document.documentElement.dataset.mode);
  const clean = (v) => {
    assert.deepEqual(v.errors, [], 'console errors');
    assert.deepEqual(v.dialogs, [], 'dialogs');
  };

  test('mode: modeToggle.default is the initial mode, the toggle switches it', async () => {
    const v = await open({ configText: withMode({ default: 'dark' }), themeKind: 'light' });
    try {
      assert.equal(await mode(v.page), 'dark');
      await v.page.click('[data-ds-action="toggle-mode"]');
      assert.equal(await mode(v.page), 'light');
      await v.page.click('[data-ds-action="toggle-mode"]');
      assert.equal(await mode(v.page), 'dark');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('today\'s layout: the tab bar, the version switcher and the sidebar dropdown', async () => {
    const v = await open({ configText: todayConfig() });
    try {
      const tabs = await v.page.locator('.ds-navtab').allTextContents();
      assert.deepEqual(tabs, ['Guides', 'API Reference', 'Changelog']);
      assert.equal(await v.page.locator('.ds-navtab.is-active').textContent(), 'Guides');
      assert.ok(await v.page.locator('.ds-navtab').first().isVisible());
      assert.equal(await v.page.locator('select.ds-switch-version').inputValue(), '/introduction');
      assert.ok(await v.page.locator('select.ds-switch-dropdown').isVisible());
      assert.match(await v.page.locator('.ds-navpage.is-current').getAttribute('data-ds-page'), /^guides\/components-tour$/);
      // Switching the version opens that version's first page, as a link would.
      await v.page.locator('select.ds-switch-version').selectOption('/v1/overview');
      const link = await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'link').pop());
      assert.deepEqual(link, { type: 'link', href: '/v1/overview', page: 'v1/overview' });
      // The banner is shown and can be dismissed.
      assert.ok(await v.page.locator('.ds-site-banner').isVisible());
      await v.page.click('[data-ds-action="dismiss-banner"]');
      assert.ok(!(await v.page.locator('.ds-site-banner').isVisible()));
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('code fence options: the title alone in the header, highlighted and numbered lines, wrapped long lines', async () => {
    const long = 'const message = "' + 'word '.repeat(60) + '";';
    const pageText = `---\ntitle: Fences\n---\n\n\`\`\`js index.js {2} lines wrap\nconst a = 1;\nconst b = 2;\n${long}\n\`\`\`\n`;
    const v = await open({ pageText });
    try {
      assert.equal(await v.page.locator('.ds-code-label').textContent(), 'index.js');
      const lines = v.page.locator('.ds-line');
      assert.equal(await lines.count(), 3);
      const bg = (i) => lines.nth(i).evaluate((e) => getComputedStyle(e).backgroundColor);
      assert.notEqual(await bg(1), 'rgba(0, 0, 0, 0)', 'the highlighted line is tinted');
      assert.equal(await bg(0), 'rgba(0, 0, 0, 0)', 'the others are not');
      const number = await lines.nth(2).evaluate((e) => getComputedStyle(e, '::before').content);
      assert.match(number, /counter\(ds-line\)/, `the lines are numbered (${number})`);
      const pre = v.page.locator('.ds-code pre');
      const { scroll, client, height } = await pre.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, height: e.getBoundingClientRect().height }));
      assert.ok(scroll <= client + 1, `wrap: no horizontal scrolling (${scroll} > ${client})`);
      assert.ok(height > 100, `wrap: the long line takes several rows (${height} px)`);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('today\'s layout: a tab with align "end" sits at the far end of the tab bar', async () => {
    const config = JSON.parse(todayConfig());
    const tabs = config.navigation.versions[0].tabs;
    tabs.find((t) => t.tab === 'API Reference').align = 'end';
    const v = await open({ configText: JSON.stringify(config) });
    try {
      assert.deepEqual(await v.page.locator('.ds-navtab').allTextContents(), ['Guides', 'Changelog', 'API Reference']);
      const bar = await v.page.locator('.ds-navtabs').boundingBox();
      const boxes = await Promise.all(['Guides', 'Changelog', 'API Reference'].map((label) => v.page.locator('.ds-navtab', { hasText: label }).boundingBox()));
      const [guides, changelog, api] = boxes;
      assert.ok(changelog.x - (guides.x + guides.width) < 40, 'the start tabs stay together');
      assert.ok(api.x - (changelog.x + changelog.width) > 100, `the end tab is pushed away (${JSON.stringify(boxes)})`);
      assert.ok(bar.x + bar.width - (api.x + api.width) <= 30, `the end tab ends at the bar's end (${JSON.stringify({ bar, api })})`);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('today\'s layout: appearance.default "dark" starts dark, the toggle switches it', async () => {
    const v = await open({ configText: todayConfig({ appearance: { default: 'dark' } }), themeKind: 'light' });
    try {
      assert.equal(await mode(v.page), 'dark');
      assert.ok(await v.page.locator('[data-ds-action="toggle-mode"]').isVisible());
      await v.page.click('[data-ds-action="toggle-mode"]');
      assert.equal(await mode(v.page), 'light');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('today\'s layout: appearance.strict hides the toggle and forces the default over a saved choice', async () => {
    const v = await open({ configText: todayConfig({ appearance: { default: 'dark', strict: true } }), themeKind: 'light', state: { mode: 'light' } });
    try {
      assert.equal(await mode(v.page), 'dark');
      assert.ok(!(await v.page.locator('[data-ds-action="toggle-mode"]').isVisible()));
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('mode: the user choice survives a reload (webview state)', async () => {
    const v = await open({ configText: withMode({ default: 'light' }) });
    try {
      assert.equal(await mode(v.page), 'light');
      await v.page.click('[data-ds-action="toggle-mode"]');
      assert.equal(await mode(v.page), 'dark');
      const posted = await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'state').pop());
      assert.equal(posted.state.mode, 'dark', 'the host hears the choice (for the serializer)');
      await v.page.reload();
      assert.equal(await mode(v.page), 'dark');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('mode: the choice restored by the serializer holds in a new webview', async () => {
    const v = await open({ configText: withMode({ default: 'light' }), state: { mode: 'dark' } });
    try {
      assert.equal(await mode(v.page), 'dark');
    } finally {
      await v.close();
    }
  });

  test('mode: without a default it follows the VS Code theme kind, and later changes', async () => {
    const v = await open({ configText: withMode(undefined), themeKind: 'dark' });
    try {
      assert.equal(await mode(v.page), 'dark');
      await v.page.evaluate(() => { document.body.className = 'vscode-light'; });
      await v.page.waitForFunction(() => document.documentElement.dataset.mode === 'light');
      await v.page.evaluate(() => { document.body.className = 'vscode-dark'; });
      await v.page.waitForFunction(() => document.documentElement.dataset.mode === 'dark');
      await v.page.evaluate(() => { document.body.className = 'vscode-high-contrast'; });
      await v.page.waitForFunction(() => document.documentElement.dataset.mode === 'dark');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('mode: isHidden hides the toggle', async () => {
    const v = await open({ configText: withMode({ isHidden: true }), themeKind: 'dark' });
    try {
      assert.equal(await v.page.isVisible('[data-ds-action="toggle-mode"]'), false);
      assert.equal(await mode(v.page), 'dark');
    } finally {
      await v.close();
    }
  });

  test('mode: isHidden + default forces the mode over theme and stored choice', async () => {
    const v = await open({ configText: withMode({ isHidden: true, default: 'dark' }), themeKind: 'light', state: { mode: 'light' } });
    try {
      assert.equal(await mode(v.page), 'dark');
      assert.equal(await v.page.isVisible('[data-ds-action="toggle-mode"]'), false);
      await v.page.evaluate(() => { document.body.className = 'vscode-light'; });
      await v.page.waitForTimeout(50);
      assert.equal(await mode(v.page), 'dark');
      assert.equal(await v.page.evaluate(() => document.documentElement.dataset.modeSource), 'forced');
    } finally {
      await v.close();
    }
  });

  test('mode: a docs.json edit that forces a mode applies live', async () => {
    const v = await open({ configText: withMode({ default: 'light' }) });
    try {
      assert.equal(await mode(v.page), 'light');
      const chrome = ctx.harness.chromeFor({ pageText: tour, pagePath: tourPath, docsRoot, configText: withMode({ default: 'dark', isHidden: true }) });
      await v.post({ type: 'chrome', chrome });
      await v.page.waitForFunction(() => document.documentElement.dataset.mode === 'dark');
      assert.equal(await v.page.isVisible('[data-ds-action="toggle-mode"]'), false);
    } finally {
      await v.close();
    }
  });

  test('Tabs switch by click', async () => {
    const v = await open();
    try {
      const tabs = v.page.locator('.ds-tabs-content').first();
      const panels = tabs.locator('[data-ds-panel]');
      assert.equal(await panels.nth(0).isVisible(), true);
      assert.equal(await panels.nth(1).isVisible(), false);
      await tabs.locator('[data-ds-tab="1"]').click();
      assert.equal(await panels.nth(0).isVisible(), false);
      assert.equal(await panels.nth(1).isVisible(), true);
      assert.match(await panels.nth(1).innerText(), /pip install acme-weather/);
      assert.equal(await tabs.locator('[data-ds-tab="1"]').getAttribute('aria-selected'), 'true');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('CodeGroup switches by click (tabs) and by its dropdown', async () => {
    const page = '---\ntitle: "Code"\ndescription: "d"\n---\n\n<CodeGroup>\n\n```bash npm\nnpm i x\n```\n\n```bash yarn\nyarn add x\n```\n\n</CodeGroup>\n';
    const v = await open({ pageText: page });
    try {
      const group = v.page.locator('.ds-tabs-code');
      assert.deepEqual(await group.locator('.ds-tab').allInnerTexts(), ['npm', 'yarn']);
      assert.equal(await group.locator('[data-ds-panel="1"]').isVisible(), false);
      await group.locator('.ds-tab', { hasText: 'yarn' }).click();
      assert.equal(await group.locator('[data-ds-panel="1"]').isVisible(), true);
      assert.equal(await group.locator('[data-ds-panel="0"]').isVisible(), false);
      clean(v);
    } finally {
      await v.close();
    }
    const w = await open(); // the tour's CodeGroup has `dropdown`
    try {
      const group = w.page.locator('.ds-tabs-code').first();
      await group.locator('select').selectOption('2');
      assert.match(await group.locator('[data-ds-panel="2"]').innerText(), /import requests/);
      assert.equal(await group.locator('[data-ds-panel="0"]').isVisible(), false);
    } finally {
      await w.close();
    }
  });

  test('Accordions open and close by click, honouring defaultOpen', async () => {
    const v = await open();
    try {
      const acc = v.page.locator('details.ds-accordion');
      assert.equal(await acc.nth(0).evaluate((d) => d.open), true, 'defaultOpen');
      assert.equal(await acc.nth(1).evaluate((d) => d.open), false);
      assert.equal(await acc.nth(1).locator('.ds-accordion-body').isVisible(), false);
      await acc.nth(1).locator('summary').click();
      assert.equal(await acc.nth(1).evaluate((d) => d.open), true);
      assert.equal(await acc.nth(1).locator('.ds-accordion-body').isVisible(), true);
      await acc.nth(0).locator('summary').click();
      assert.equal(await acc.nth(0).evaluate((d) => d.open), false);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('Expandable opens by click; Tooltip shows on hover', async () => {
    const page = '---\ntitle: "T"\ndescription: "d"\n---\n\nA <Tooltip tip="Explained here">term</Tooltip>.\n\n<ResponseField name="user" type="object">\n  <Expandable title="properties">\n    <ResponseField name="id" type="string">Id.</ResponseField>\n  </Expandable>\n</ResponseField>\n';
    const v = await open({ pageText: page });
    try {
      const exp = v.page.locator('details.ds-expandable');
      assert.equal(await exp.evaluate((d) => d.open), false);
      await exp.locator('summary').click();
      assert.equal(await exp.evaluate((d) => d.open), true);
      assert.equal(await v.page.isVisible('.ds-tooltip-tip'), false);
      await v.page.hover('.ds-tooltip-term');
      assert.equal(await v.page.isVisible('.ds-tooltip-tip'), true);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('live update patches in place: scroll position, open accordion and chosen tab survive', async () => {
    const v = await open({}, { viewport: { width: 1280, height: 700 } });
    try {
      await v.page.locator('details.ds-accordion').nth(1).locator('summary').click();
      await v.page.locator('.ds-tabs-content [data-ds-tab="1"]').click();
      await v.page.evaluate(() => window.scrollTo(0, 1500));
      const marker = await v.page.evaluate(() => { const p = document.querySelector('#ds-page h2'); p.__mark = 42; return window.scrollY; });
      const edited = tour.replace('## Callouts', '## Callouts, edited');
      const next = ctx.harness.renderPageHtml({ pageText: edited, pagePath: tourPath, docsRoot });
      await v.post({ type: 'page', html: next.html });
      await v.page.waitForFunction(() => document.body.innerText.includes('Callouts, edited'));
      assert.equal(await v.page.evaluate(() => window.scrollY), marker, 'no scroll jump');
      assert.equal(await v.page.evaluate(() => document.querySelector('#ds-page h2').__mark), 42, 'the node was patched, not replaced');
      assert.equal(await v.page.locator('details.ds-accordion').nth(1).evaluate((d) => d.open), true);
      assert.equal(await v.page.locator('.ds-tabs-content [data-ds-panel="1"]').isVisible(), true);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('a parse error keeps the last good render under a banner naming the error and line', async () => {
    const v = await open();
    try {
      const before = await v.page.locator('#ds-page').innerHTML();
      const broken = ctx.harness.renderPageHtml({ pageText: tour.replace('</Note>', ''), pagePath: tourPath, docsRoot });
      assert.ok(broken.error, 'the broken page reports an error');
      await v.post({ type: 'page', error: broken.error });
      await v.page.waitForSelector('#ds-banner:not([hidden])');
      const banner = await v.page.locator('#ds-banner').innerText();
      assert.match(banner, new RegExp(`Line ${broken.error.line}:`));
      assert.match(banner, /last good render/);
      assert.equal(await v.page.locator('#ds-page').innerHTML(), before);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('a page that never parsed shows its source under the banner', async () => {
    const v = await open({ pageText: '---\ntitle: "x"\n---\n\n<Note>\nunclosed\n' });
    try {
      assert.equal(await v.page.isVisible('#ds-banner'), true);
      assert.match(await v.page.locator('#ds-banner').innerText(), /^Line \d+:/);
      assert.match(await v.page.locator('#ds-page').innerText(), /unclosed/);
    } finally {
      await v.close();
    }
  });

  test('links and sidebar pages post to the host instead of navigating', async () => {
    const v = await open();
    try {
      await v.page.click('.ds-navpage[data-ds-page="guides/authentication"]');
      await v.page.click('a[href="/api-reference/forecast/get-forecast"]');
      const links = await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'link'));
      assert.deepEqual(links.map((l) => l.page ?? l.href), ['guides/authentication', '/api-reference/forecast/get-forecast']);
      assert.equal(new URL(v.page.url()).pathname, '/index.html');
      assert.equal(await v.page.locator('.ds-navpage.is-current').innerText(), 'Components tour');
    } finally {
      await v.close();
    }
  });

  test('version dropdown posts the version; the v1 anchor shows only for v1', async () => {
    const v = await open();
    try {
      assert.equal(await v.page.locator('.ds-anchor', { hasText: 'v1 Reference' }).count(), 0);
      await v.page.selectOption('select.ds-version', 'v1');
      const msg = await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'version').pop());
      assert.equal(msg.version, 'v1');
      const chrome = ctx.harness.chromeFor({ pageText: tour, pagePath: tourPath, docsRoot, configText: realConfig, state: { version: 'v1' } });
      await v.post({ type: 'chrome', chrome });
      await v.page.waitForSelector('.ds-anchor:has-text("v1 Reference")');
      const bg = await v.page.locator('.ds-anchor', { hasText: 'Changelog' }).locator('.ds-anchor-icon').evaluate((e) => getComputedStyle(e).backgroundImage);
      assert.match(bg, /linear-gradient/, 'the {from,to} anchor color is a gradient');
    } finally {
      await v.close();
    }
  });

  test('scroll sync: a line from the editor scrolls the preview; scrolling reports the top line', async () => {
    const v = await open({}, { viewport: { width: 1280, height: 700 } });
    try {
      const line = tour.split('\n').findIndex((l) => l.startsWith('## Accordions'));
      await v.post({ type: 'scroll', line });
      await v.page.waitForFunction(() => window.scrollY > 500);
      const top = await v.page.evaluate(() => {
        const h = [...document.querySelectorAll('#ds-page h2')].find((e) => e.textContent === 'Accordions');
        return h.getBoundingClientRect().top - document.getElementById('ds-topbar').getBoundingClientRect().height;
      });
      assert.ok(Math.abs(top) < 4, `heading at the top (off by ${top}px)`);
      await v.page.waitForTimeout(200);
      await v.page.evaluate(() => window.scrollBy(0, 400));
      await v.page.waitForFunction(() => window.__posted.some((m) => m.type === 'reveal'));
      const reveal = await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'reveal').pop());
      assert.ok(reveal.line > line, `revealed line ${reveal.line} is below ${line}`);
    } finally {
      await v.close();
    }
  });

  test('local images load through the resource origin; CSP holds with no errors', async () => {
    const v = await open();
    try {
      // Images load lazily: bring each into view first.
      for (const img of await v.page.locator('#ds-page img').all()) await img.scrollIntoViewIfNeeded();
      await v.page.waitForFunction(() => [...document.querySelectorAll('#ds-page img')].every((i) => i.complete));
      const loaded = await v.page.evaluate(() => [...document.querySelectorAll('#ds-page img')].map((i) => [i.getAttribute('src'), i.complete && i.naturalWidth > 0]));
      assert.ok(loaded.length >= 2);
      for (const [src, ok] of loaded) {
        assert.match(src, /^https:\/\/assets\.test\/fs\//);
        assert.ok(ok, `${src} loaded`);
      }
      const csp = await v.page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'nonce-[A-Za-z0-9]+'/);
      // Scripts only by nonce; inline styles are allowed for mermaid's diagrams (document.ts says why).
      assert.doesNotMatch(csp.match(/script-src[^;]*/)[0], /unsafe|https:|\*/);
      assert.doesNotMatch(csp, /unsafe-eval/);
      const iframe = await v.page.evaluate(() => { const f = document.querySelector('iframe'); return [f.getAttribute('sandbox'), f.getAttribute('src')]; });
      assert.match(iframe[0], /allow-scripts/);
      assert.match(iframe[1], /^https:/);
      clean(v);
    } finally {
      await v.close();
    }
  });
}
