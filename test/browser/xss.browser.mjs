// XSS suite: hostile page content (and hostile docs.json values) rendered into the real webview
// document in Chromium. For every payload: the marker global stays unset, no dialog opens, the
// console shows no error (so neither the sanitizer let anything through nor did the CSP have to
// block it), nothing outside the docs root is requested, and the DOM holds no live vector.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const X = 'window.__xss=1;alert(1)';
const PHISH = '<meta http-equiv=refresh content=0;url=https://attacker.test/phish>';
const RAW_TEXT = ['iframe', 'textarea', 'title', 'noscript', 'style', 'xmp', 'noembed', 'noframes', 'plaintext'];

/** Page-body payloads (MDX). Some are not valid MDX on purpose: the failure path must be safe too. */
export const PAYLOADS = [
  ['script tag', `<script>{'${X}'}</script>`],
  ['script tag, raw', `<script>${X}</script>`],
  ['img onerror', `<img src="x" onError="${X}" />`],
  ['img onerror, unquoted html', `<img src=x onerror=${X}>`],
  ['svg onload', `<svg onLoad="${X}"><circle r="4" /></svg>`],
  ['body onload', `<body onLoad="${X}">text</body>`],
  ['div onclick + onmouseover', `<div onClick="${X}" onMouseOver="${X}">hover me</div>`],
  ['javascript: link (jsx)', `<a href="javascript:${X}">click</a>`],
  ['javascript: link (markdown)', `[click](javascript:${X.replace(/[()]/g, '')})`],
  ['JaVaScRiPt: mixed case', `<a href="JaVaScRiPt:${X}">click</a>`],
  ['javascript: with leading space', `<a href="  javascript:${X}">click</a>`],
  ['javascript: with tab inside', `<a href="java\tscript:${X}">click</a>`],
  ['javascript: entity-encoded', `<a href="&#106;avascript:${X}">click</a>`],
  ['data: html link', `<a href="data:text/html,<script>${X}</script>">click</a>`],
  ['vbscript: link', `<a href="vbscript:msgbox(1)">click</a>`],
  ['iframe srcdoc', `<iframe srcDoc="<script>parent.${X}</script>" />`],
  ['iframe javascript: src', `<iframe src="javascript:parent.${X}" />`],
  ['iframe data: src', `<iframe src="data:text/html,<script>${X}</script>" />`],
  ['iframe http src', `<iframe src="http://example.invalid/" />`],
  ['object data', `<object data="javascript:${X}" />`],
  ['embed src', `<embed src="javascript:${X}" />`],
  ['form action + button', `<form action="javascript:${X}"><button type="submit">go</button></form>`],
  ['input autofocus onfocus', `<input autoFocus onFocus="${X}" />`],
  ['details ontoggle', `<details open onToggle="${X}"><summary>s</summary>x</details>`],
  ['meta refresh', `<meta httpEquiv="refresh" content="0;url=javascript:${X}" />`],
  ['base href', `<base href="javascript:${X}//" />`],
  ['link stylesheet/import', `<link rel="stylesheet" href="javascript:${X}" />`],
  ['style tag with expression', `<style>{'body{background:url("javascript:${X}")} *{display:none}'}</style>`],
  ['style attribute object', `<div style={{ background: 'url(javascript:${X})', position: 'fixed' }}>x</div>`],
  ['style attribute string', `<div style="position:fixed;inset:0;background:red">overlay</div>`],
  ['svg animate href', `<svg><a><animate attributeName="href" to="javascript:${X}" /><text>x</text></a></svg>`],
  ['svg use external', `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${X}'/></svg>#x" /></svg>`],
  ['svg a javascript', `<svg><a href="javascript:${X}"><rect width="10" height="10" /></a></svg>`],
  ['math maction', `<math><maction actiontype="statusline" href="javascript:${X}">x</maction></math>`],
  ['MDX expression', `{${X}}`],
  ['MDX expression assigning marker', `{(() => { window.__xss = 1 })()}`],
  ['MDX esm export', `export const boom = (() => { window.__xss = 1 })()\n\nText`],
  ['MDX spread attribute', `<div {...{ onClick: () => { window.__xss = 1 } }}>x</div>`],
  ['attribute expression handler', `<button onClick={() => { window.__xss = 1 }}>x</button>`],
  ['Card href javascript', `<Card title="c" href="javascript:${X}">x</Card>`],
  ['Card img javascript', `<Card title="c" img="javascript:${X}">x</Card>`],
  ['Tooltip cta javascript', `<Tooltip tip="t" cta="go" href="javascript:${X}">term</Tooltip>`],
  ['Step title html', `<Steps><Step title="<img src=x onerror='${X}'>">x</Step></Steps>`],
  ['Tab title expression html', `<Tabs><Tab title={"<script>${X}</script>"}>x</Tab></Tabs>`],
  ['Frame caption html', `<Frame caption="<svg onload='${X}'>">x</Frame>`],
  ['code block closing tags', '```html\n</code></pre><script>' + X + '</script>\n```'],
  // Issue 40: site components are read, never run; their styles pass an allow-list and Tailwind compiles no overlay.
  ['site component overlay styles', `export const Over = () => <div className="fixed sticky inset-0 z-50 z-[9999] bg-[url(javascript:${X})]" style={{ background: 'url(javascript:${X})', position: 'fixed', zIndex: 9999 }}>x</div>\n\n<Over />`],
  ['site component handler', `export const H = () => <button onClick={() => { window.__xss = 1 }}>x</button>\n\n<H />`],
  ['site component constructor escape', `export const E = () => <p>{"".constructor.constructor("window.__xss = 1")()}{[].map.constructor("window.__xss = 1")()}</p>\n\n<E />`],
  ['site component class closing the stylesheet', `export const C = () => <div className="px-2 content-['</style><img_src=x_onerror=${X}>']">x</div>\n\n<C />`],
  ['inline code html', '`</code><img src=x onerror="' + X + '">`'],
  ['video onerror + poster', `<video src="x.mp4" poster="javascript:${X}" onError="${X}" />`],
  ['source onerror', `<video><source src="javascript:${X}" onError="${X}" /></video>`],
  ['image markdown javascript', `![x](javascript:${X.replace(/[()]/g, '')})`],
  ['path escaping the docs root', '![secret](/../../../../etc/passwd)\n\n<img src="../../../../../etc/hostname" />'],
  ['encoded path escape', '![secret](%2e%2e/%2e%2e/%2e%2e/etc/passwd)'],
  ['dom clobbering names', `<img name="getElementById" src="x" /><form name="acquireVsCodeApi"></form><div id="ds-page">clobber</div>`],
  ['html comment trick', `<!-- --><script>${X}</script><!-- -->`],
  ['template element', `<template><img src="x" onError="${X}" /></template>`],
  ['noscript parsing trick', `<noscript><p title="</noscript><img src=x onerror=${X}>"></p></noscript>`],
  ['textarea escape', `<textarea>{'</textarea><script>${X}</script>'}</textarea>`],
  ['unknown component with handler', `<Evil onLoad="${X}" href="javascript:${X}">x</Evil>`],
  // Issue 11: a browser reads the content of these elements as raw text up to their closing tag, so a
  // closing tag inside an attribute value (once left unescaped by the serializer) ends the element and
  // turns the rest of the value into live markup: a meta refresh, a script-swallowing textarea.
  ['iframe children breakout (issue 11 repro)', `<iframe src="https://attacker.test/embed"><i title="</iframe>${PHISH}">x</i></iframe>`],
  ...RAW_TEXT.map((tag) => [
    `raw-text breakout: ${tag}`,
    `<${tag}${tag === 'iframe' ? ' src="https://attacker.test/embed"' : ''}><i title="</${tag}>${PHISH}<img src=x onerror=${X}><textarea>">x</i></${tag}>\n\n<i title="</${tag}>${PHISH}<textarea>">y</i>`,
  ]),
];

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const pagePath = join(docsRoot, 'guides/xss.mdx');
  const config = readFileSync(join(docsRoot, 'docs.json'), 'utf8');

  async function check(v, label) {
    const { page } = v;
    // Interact the way a reader would: hover and click what is there, focus what can be focused.
    await page.mouse.move(300, 300);
    for (const el of await page.locator('#ds-page *').all()) {
      await el.hover({ timeout: 200, force: true }).catch(() => {});
    }
    for (const el of await page.locator('#ds-page a, #ds-page button, #ds-page summary, #ds-topbar a, #ds-toc a').all()) {
      await el.click({ timeout: 300, force: true, noWaitAfter: true }).catch(() => {});
    }
    await page.waitForTimeout(60);
    // A meta refresh fires after 0 s, but not synchronously: give it the time to try.
    await page.waitForTimeout(250);
    const found = await page.evaluate((allowed) => {
      const bad = [];
      if (window.__xss !== undefined) bad.push('marker set');
      if (window.top.__xss !== undefined) bad.push('marker set on top');
      for (const el of document.querySelectorAll('*')) {
        for (const a of el.attributes) {
          if (/^on/i.test(a.name)) bad.push(`${el.tagName} ${a.name}`);
          if (/^\s*(javascript|data|vbscript):/i.test(a.value) && /^(href|src|action|formaction|poster|data|xlink:href)$/i.test(a.name)) bad.push(`${el.tagName} ${a.name}=${a.value.slice(0, 30)}`);
          // The script sets only `--ds-*` custom properties through the CSSOM; anything else came from the page.
          if (a.name === 'style' && !/^(\s*--ds-[\w-]+:[^;]*;)*\s*$/.test(a.value)) bad.push(`${el.tagName} style=${a.value.slice(0, 40)}`);
          if (a.name === 'srcdoc') bad.push('srcdoc');
        }
      }
      const scripts = document.querySelectorAll('script');
      if (scripts.length !== 1 || !scripts[0].nonce) bad.push(`${scripts.length} script elements`);
      for (const tag of ['object', 'embed', 'form', 'base', 'link[rel=import]', 'template', 'textarea', 'math']) {
        if (document.querySelector(tag)) bad.push(`<${tag}> present`);
      }
      // The one stylesheet a page may have: the renderer's own (Tailwind and allowed styles), scoped to the page.
      for (const style of document.querySelectorAll('style')) {
        const own = style.matches('#ds-page > style.ds-site-styles') && style.textContent.startsWith('@scope (#ds-page)');
        if (!own || /url\(|position:\s*(fixed|sticky)|z-index:\s*\d{2,}/.test(style.textContent)) bad.push(`<style> ${style.textContent.slice(0, 60)}`);
      }
      if (document.querySelectorAll('link').length !== 1) bad.push('extra <link>');
      if (document.querySelectorAll('meta').length !== 3) bad.push('extra <meta>');
      for (const f of document.querySelectorAll('iframe')) {
        if (!f.hasAttribute('sandbox') || !/^https:/.test(f.getAttribute('src') ?? '')) bad.push('iframe not https+sandboxed');
      }
      for (const region of ['ds-topbar', 'ds-sidebar', 'ds-page', 'ds-footer']) {
        for (const el of document.getElementById(region)?.querySelectorAll('*') ?? []) {
          // The page's own stylesheet is checked above.
          if (!allowed.includes(el.tagName.toLowerCase()) && !el.matches('#ds-page > style.ds-site-styles')) bad.push(`<${el.tagName.toLowerCase()}> outside the allowlist in #${region}`);
        }
      }
      if (document.getElementById('ds-page')?.tagName !== 'ARTICLE') bad.push('ds-page clobbered');
      if (typeof document.getElementById !== 'function') bad.push('document.getElementById clobbered');
      return bad;
    }, ctx.harness.ALLOWED_TAGS);
    assert.deepEqual(found, [], `${label}: live vectors in the DOM`);
    assert.deepEqual(v.dialogs, [], `${label}: dialogs`);
    assert.deepEqual(v.errors, [], `${label}: console errors`);
    assert.deepEqual(v.blocked.filter((b) => b.startsWith('OUTSIDE-ROOT')), [], `${label}: requests outside the docs root`);
    assert.equal(new URL(page.url()).pathname, '/index.html', `${label}: navigated away`);
    assert.deepEqual(v.requests.filter((r) => r.includes('/phish')), [], `${label}: requested the phishing page`);
  }

  /** The script still runs: a page update from the host lands. */
  async function assertAlive(v, pageText, label) {
    const next = ctx.harness.renderPageHtml({ pageText: pageText + '\nStill alive.\n', pagePath, docsRoot });
    await v.post({ type: 'page', ...next });
    await v.page.waitForFunction(() => document.getElementById('ds-page').textContent.includes('Still alive.'), null, { timeout: 2000 }).catch(() => {});
    assert.match(await v.page.locator('#ds-page').innerText(), /Still alive\./, `${label}: the preview script is dead`);
  }

  for (const [name, payload] of PAYLOADS) {
    test(`xss: ${name}`, async () => {
      // Tailwind compiled, as on the render thread: a payload's classes become CSS if they can.
      await ctx.harness.loadSiteStyles();
      const pageText = `---\ntitle: "XSS ${name.replace(/"/g, '')}"\ndescription: "hostile"\n---\n\nBefore.\n\n${payload}\n\nAfter.\n`;
      const v = await ctx.open({ pageText, pagePath, docsRoot, configText: config });
      try {
        await check(v, name);
        // The same payload arriving as a live update.
        const next = ctx.harness.renderPageHtml({ pageText: pageText + '\nEdited.\n', pagePath, docsRoot });
        await v.post({ type: 'page', ...next });
        await check(v, name + ' (live update)');
        await assertAlive(v, pageText, name);
      } finally {
        await v.close();
      }
    });
  }

  test('xss: hostile frontmatter title and description', async () => {
    const pageText = `---\ntitle: "<img src=x onerror='${X}'>"\ndescription: "<script>${X}</script>"\n---\n\nBody.\n`;
    const v = await ctx.open({ pageText, pagePath, docsRoot, configText: config });
    try {
      await check(v, 'frontmatter');
      assert.match(await v.page.locator('.ds-title').innerText(), /<img src=x/);
    } finally {
      await v.close();
    }
  });

  test('xss: hostile docs.json (links, CTA, logo, socials, name, anchor colors, background)', async () => {
    const c = JSON.parse(config);
    c.name = `<img src=x onerror="${X}">`;
    c.logo = { light: `javascript:${X}`, dark: '/../../../etc/passwd', href: `javascript:${X}` };
    c.topbarLinks = [{ name: `<b onmouseover="${X}">x</b>`, url: `javascript:${X}` }, { name: 'data', url: `data:text/html,<script>${X}</script>` }];
    c.topbarCtaButton = { type: 'link', name: 'cta', url: `javascript:${X}` };
    c.footerSocials = { x: `javascript:${X}`, github: `data:text/html,x` };
    c.anchors = [{ name: 'a', url: 'guides', color: `red;background:url(javascript:${X})` }, { name: 'b', url: 'x', color: { from: `#fff);background:url(javascript:${X}`, to: '#000' } }];
    c.backgroundImage = `javascript:${X}`;
    c.colors = { primary: `red;}</style><script>${X}</script>` };
    const v = await ctx.open({ pageText: '---\ntitle: "t"\ndescription: "d"\n---\n\nBody.\n', pagePath, docsRoot, configText: JSON.stringify(c) });
    try {
      await check(v, 'docs.json');
      const bg = await v.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-bg-image'));
      assert.equal(bg.trim(), '');
    } finally {
      await v.close();
    }
  });

  test('xss: forged postMessage from a frame the page embeds is ignored (page, chrome, resource, scroll, settings)', async () => {
    const forged = [
      { type: 'page', html: '<h2 id="forged-page">FORGED</h2>', title: 'forged' },
      { type: 'chrome', chrome: { name: 'x', topbar: '<b id="forged-chrome">FORGED</b>', sidebar: '', pager: '', footer: '', theme: {}, modeToggle: {}, versions: [] } },
      { type: 'resource', resource: 'file:///root/.ssh/id_rsa', locked: true },
      { type: 'settings', settings: { scrollEditorWithPreview: false, scrollPreviewWithEditor: false } },
      { type: 'scroll', line: 100000 },
    ];
    // The embed posts to its parent, the preview, once loaded, and says when it is done.
    const embed = `<!DOCTYPE html><script>for (const m of ${JSON.stringify(forged)}) parent.postMessage(m, '*'); window.__forged = true;</script>`;
    const pageText = '---\ntitle: "t"\ndescription: "d"\n---\n\n<iframe src="https://attacker.test/embed" />\n\nBody.\n';
    const v = await ctx.open({ pageText, pagePath, docsRoot, configText: config }, { framed: true, remote: { 'https://attacker.test/embed': embed } });
    try {
      const { page, frame } = v;
      const embedded = await (await frame.waitForSelector('iframe[src="https://attacker.test/embed"]')).contentFrame();
      await embedded.waitForFunction(() => window.__forged === true, null, { timeout: 5000 });
      await page.waitForTimeout(200);
      assert.equal(await frame.locator('#user-content-forged-page, #forged-page').count(), 0, 'forged page applied');
      assert.equal(await frame.locator('#forged-chrome, #user-content-forged-chrome').count(), 0, 'forged chrome applied');
      const stored = await frame.evaluate(() => JSON.parse(sessionStorage.getItem('__ds_state') ?? '{}'));
      assert.notEqual(stored.resource, 'file:///root/.ssh/id_rsa', 'forged resource stored for restore');
      assert.equal(stored.locked, false);
      assert.equal(await frame.evaluate(() => window.scrollY), 0, 'forged scroll obeyed');
      assert.deepEqual(v.errors, []);
      // From the parent frame, where VS Code's webview host posts from, but without the channel
      // secret, with a guessed one, or as the bare message: refused.
      await v.postRaw(forged[0]);
      await v.postRaw({ channel: 'guessed', message: forged[0] });
      await v.postRaw({ message: forged[0] });
      assert.equal(await frame.locator('#user-content-forged-page, #forged-page').count(), 0, 'a message without the secret applied');
      // Control: the same messages from the parent with the secret land.
      await v.post(forged[0]);
      await frame.waitForSelector('#user-content-forged-page, #forged-page', { timeout: 2000 });
      await v.post(forged[2]);
      await frame.waitForFunction(() => JSON.parse(sessionStorage.getItem('__ds_state') ?? '{}').resource === 'file:///root/.ssh/id_rsa', null, { timeout: 2000 });
    } finally {
      await v.close();
    }
  });

  test('xss: a message from a frame that removes itself before dispatch (no source) is ignored', async () => {
    // Issue 26, item 1: the embed holds an inner frame, which posts to the preview (its grandparent)
    // and is removed at once, so the message arrives with `event.source === null`, which the
    // preview used to take for VS Code's. The forged page carries a meta refresh to the attacker.
    const forgedPage = { type: 'page', html: `<h2 id="forged-null">FORGED</h2>${PHISH}`, title: 'forged' };
    const forgedChrome = { type: 'chrome', chrome: { name: 'x', topbar: '<b id="forged-null-chrome">FORGED</b>', sidebar: '', pager: '', footer: '', theme: {}, modeToggle: {}, versions: [] } };
    const inner = `<!DOCTYPE html><script>
      for (const m of ${JSON.stringify([forgedPage, forgedChrome, { type: 'resource', resource: 'file:///root/.ssh/id_rsa', locked: true }])}) parent.parent.postMessage(m, '*');
      parent.postMessage('posted', '*');
      frameElement.remove();
    </script>`;
    const embed = `<!DOCTYPE html><iframe src="https://attacker.test/inner"></iframe><script>
      addEventListener('message', (e) => { if (e.data === 'posted') window.__posted = !document.querySelector('iframe'); });
    </script>`;
    const pageText = '---\ntitle: "t"\ndescription: "d"\n---\n\n<iframe src="https://attacker.test/embed" />\n\nBody.\n';
    // How the preview's window sees each message's sender, recorded from before any script runs.
    const recordSources = (page) =>
      page.addInitScript(() => {
        if (location.pathname !== '/index.html') return;
        window.__sources = [];
        addEventListener('message', (e) => window.__sources.push(e.source === null ? 'null' : e.source === window.parent ? 'parent' : 'other'));
      });
    const v = await ctx.open({ pageText, pagePath, docsRoot, configText: config }, { framed: true, beforeLoad: recordSources, remote: { 'https://attacker.test/embed': embed, 'https://attacker.test/inner': inner } });
    try {
      const { page, frame } = v;
      const embedded = await (await frame.waitForSelector('iframe[src="https://attacker.test/embed"]')).contentFrame();
      await embedded.waitForFunction(() => window.__posted === true, null, { timeout: 5000 });
      // Let anything the forged messages would trigger (the meta refresh, after 0 s) try.
      await v.post({ type: 'settings', settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: true } });
      await page.waitForTimeout(250);
      const sources = await frame.evaluate(() => window.__sources);
      assert.ok(sources.filter((s) => s === 'null').length >= 3, `the forged messages arrived without a source: ${sources}`);
      assert.equal(await frame.locator('#user-content-forged-null, #forged-null').count(), 0, 'forged page applied');
      assert.equal(await frame.locator('#forged-null-chrome').count(), 0, 'forged chrome applied');
      const stored = await frame.evaluate(() => JSON.parse(sessionStorage.getItem('__ds_state') ?? '{}'));
      assert.notEqual(stored.resource, 'file:///root/.ssh/id_rsa', 'forged resource stored for restore');
      assert.equal(new URL(frame.url()).pathname, '/index.html', 'the preview navigated away');
      assert.deepEqual(v.requests.filter((r) => r.includes('/phish')), [], 'requested the phishing page');
    } finally {
      await v.close();
    }
  });

  test('xss: a message of the wrong shape from the host is ignored, and the preview stays alive', async () => {
    const pageText = '---\ntitle: "t"\ndescription: "d"\n---\n\nBody.\n';
    const v = await ctx.open({ pageText, pagePath, docsRoot, configText: config });
    try {
      for (const m of [
        { type: 'page', html: { toString: 'x' } },
        { type: 'page', html: 'x', error: { message: 1, line: 'a' } },
        { type: 'chrome', chrome: { topbar: '<b id="bad-chrome">x</b>' } },
        { type: 'resource', resource: 'javascript:alert(1)', locked: false },
        { type: 'resource', resource: 'file:///a.mdx' },
        { type: 'scroll', line: 'x' },
        { type: 'settings', settings: 'off' },
        null,
        'page',
      ]) await v.post(m);
      await v.page.waitForTimeout(100);
      assert.equal(await v.page.locator('#bad-chrome').count(), 0);
      const stored = await v.page.evaluate(() => JSON.parse(sessionStorage.getItem('__ds_state') ?? '{}'));
      assert.match(stored.resource, /xss\.mdx$/);
      assert.deepEqual(v.errors, []);
      await assertAlive(v, pageText, 'after malformed messages');
    } finally {
      await v.close();
    }
  });

  test('xss: a malformed % in docs.json backgroundImage does not stop the preview script', async () => {
    const c = JSON.parse(config);
    c.backgroundImage = 'https://cdn.example.test/bg%.png';
    c.modeToggle = { default: 'light' };
    const pageText = '---\ntitle: "t"\ndescription: "d"\n---\n\nBody.\n';
    const v = await ctx.open({ pageText, pagePath, docsRoot, configText: JSON.stringify(c) });
    try {
      assert.deepEqual(v.errors, [], 'the script threw at start');
      const bg = await v.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-bg-image').trim());
      assert.equal(bg, 'url("https://cdn.example.test/bg%.png")');
      // The script runs: the mode toggle works and a page update lands.
      await v.page.click('[data-ds-action="toggle-mode"]');
      assert.equal(await v.page.evaluate(() => document.documentElement.dataset.mode), 'dark');
      await assertAlive(v, pageText, 'backgroundImage');
    } finally {
      await v.close();
    }
  });

  test('xss: control — the checks do catch a vector that skipped the sanitizer (and the CSP blocks it)', async () => {
    const v = await ctx.open({ pageText: '---\ntitle: "t"\n---\n\nBody.\n', pagePath, docsRoot, configText: config });
    try {
      await v.page.evaluate(() => document.getElementById('ds-page').insertAdjacentHTML('beforeend', '<img src="https://assets.test/none.png" onerror="window.__xss=1"><script>window.__xss=2</script>'));
      await v.page.waitForTimeout(100);
      assert.equal(await v.page.evaluate(() => window.__xss), undefined, 'the CSP blocked the inline handler');
      await assert.rejects(check(v, 'control'));
    } finally {
      await v.close();
    }
  });

  test(`xss: the suite has at least 40 payloads (${PAYLOADS.length + 2})`, async () => {
    assert.ok(PAYLOADS.length + 2 >= 40);
  });
}
