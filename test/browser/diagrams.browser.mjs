// Icons and diagrams in the real webview document in Chromium: named icons drawn as inline SVG from
// the site's library (page components and the sidebar), mermaid blocks drawn by the nonce-loaded
// bundle with no CSP violation, a broken diagram named at its line, and hostile diagram text inert.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Records every CSP violation of every frame, before any script of the page runs. */
async function recordViolations(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const tourPath = join(docsRoot, 'guides/components-tour.mdx');
  const tour = readFileSync(tourPath, 'utf8');
  const realConfig = readFileSync(join(docsRoot, 'docs.json'), 'utf8');
  const open = (opts = {}) =>
    ctx.open(
      { pageText: opts.pageText ?? tour, pagePath: opts.pagePath ?? tourPath, docsRoot, configText: opts.configText ?? realConfig, themeKind: opts.themeKind },
      { beforeLoad: recordViolations },
    );
  const page = (body) => `---\ntitle: "Diagrams"\ndescription: "d"\n---\n\n${body}\n`;
  const violations = (v) => v.page.evaluate(() => window.__violations);
  const mermaidRequests = (v) => v.requests.filter((r) => r.endsWith('/webview/mermaid.js'));

  test('icons: a Card icon is an inline Font Awesome SVG in the icon colour, not a letter badge', async () => {
    const v = await open();
    try {
      const card = v.page.locator('.ds-card', { hasText: 'Quickstart' }).first();
      const icon = card.locator('.ds-card-icon .ds-icon-svg');
      // duotone is a Pro style: the closest free style is solid.
      assert.equal(await icon.getAttribute('data-ds-icon'), 'fontawesome/solid:rocket');
      const svg = icon.locator('svg');
      assert.equal(await svg.count(), 1);
      assert.equal(await icon.textContent(), '', 'no letter left beside the drawing');
      const drawn = await svg.evaluate((s) => {
        const box = s.getBoundingClientRect();
        const path = s.querySelector('path');
        return { w: box.width, h: box.height, fill: getComputedStyle(path).fill, color: getComputedStyle(s.parentElement).color, viewBox: s.getAttribute('viewBox') };
      });
      assert.ok(drawn.w >= 16 && drawn.h >= 16, `drawn at ${drawn.w}×${drawn.h}`);
      assert.equal(drawn.viewBox, '0 0 512 512');
      // The card's color="#0E7490" reaches the drawing through currentColor.
      assert.equal(drawn.fill, 'rgb(14, 116, 144)');
      assert.equal(drawn.color, 'rgb(14, 116, 144)');
      // The other components' icons: Step, Tab (brands), Accordion and the inline Icon.
      assert.equal(await v.page.locator('.ds-tab .ds-icon-svg').first().getAttribute('data-ds-icon'), 'fontawesome/brands:npm');
      assert.equal(await v.page.locator('.ds-step-title .ds-icon-svg').first().getAttribute('data-ds-icon'), 'fontawesome/solid:location-dot');
      assert.equal(await v.page.locator('.ds-accordion-summary .ds-icon-svg').first().getAttribute('data-ds-icon'), 'fontawesome/regular:clock');
      assert.equal(await v.page.locator('#ds-page .ds-icon-svg[title="sun"]').getAttribute('data-ds-icon'), 'fontawesome/solid:sun');
      assert.deepEqual(await violations(v), []);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('icons: sidebar anchors and groups draw the library the site names (lucide)', async () => {
    const config = JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme Weather',
      colors: { primary: '#0E7490' },
      icons: { library: 'lucide' },
      navigation: {
        anchors: [{ anchor: 'Docs', icon: 'book-open', groups: [{ group: 'Get Started', icon: 'rocket', pages: ['introduction', 'guides/components-tour'] }] }],
      },
    });
    const v = await open({ configText: config });
    try {
      const anchor = v.page.locator('.ds-anchor-icon svg');
      assert.equal(await anchor.count(), 1);
      assert.equal(await anchor.getAttribute('stroke'), 'currentColor', 'lucide draws strokes');
      const group = v.page.locator('.ds-navgroup-title .ds-icon-svg');
      assert.equal(await group.getAttribute('data-ds-icon'), 'lucide:rocket');
      assert.ok(await group.locator('svg').isVisible());
      // The page's own icons follow the site's library too; a Font Awesome-only name keeps its badge.
      assert.equal(await v.page.locator('.ds-card-icon .ds-icon-svg').first().getAttribute('data-ds-icon'), 'lucide:rocket');
      const badge = v.page.locator('.ds-icon:not(.ds-icon-svg)[title="location-dot"]');
      assert.equal(await badge.textContent(), 'L');
      assert.deepEqual(await violations(v), []);
    } finally {
      await v.close();
    }
  });

  test('logo: the whole name fits the logo, which the top bar sizes by height without clipping', async () => {
    const v = await open();
    try {
      for (const mode of ['light', 'dark']) {
        // The text's box, measured in the SVG document itself with the fonts this machine has.
        const svgPage = await v.page.context().newPage();
        await svgPage.goto(`${ctx.harness.ORIGIN}/fs${docsRoot}/logo/${mode}.svg`);
        // Also in a wide fallback font (DejaVu Sans, where Helvetica and Arial are missing): the
        // name must still end inside the box, not run out of it as "Acme Weathe".
        const fit = await svgPage.evaluate(() => {
          const svg = document.documentElement;
          const text = svg.querySelector('text');
          const rights = ['', 'DejaVu Sans'].map((font) => {
            text.style.fontFamily = font;
            const box = text.getBBox();
            return box.x + box.width;
          });
          return { right: Math.max(...rights), width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height };
        });
        await svgPage.close();
        assert.ok(fit.right <= fit.width, `${mode}: the name ends at ${fit.right}, inside ${fit.width}`);
        const logo = v.page.locator(`.ds-logo-${mode}`);
        if (mode === 'dark') await v.page.click('[data-ds-action="toggle-mode"]');
        await logo.waitFor({ state: 'visible' });
        const shown = await logo.evaluate((img) => ({ w: img.getBoundingClientRect().width, h: img.getBoundingClientRect().height, natural: img.naturalWidth / img.naturalHeight }));
        assert.equal(shown.h, 28);
        assert.ok(Math.abs(shown.w / shown.h - fit.width / fit.height) < 0.02, `${mode}: aspect ${shown.w / shown.h} kept`);
      }
    } finally {
      await v.close();
    }
  });

  test('mermaid: a block becomes an SVG diagram from the nonce-loaded bundle, with no CSP violation', async () => {
    const v = await open();
    try {
      const block = v.page.locator('.ds-mermaid').first();
      await block.locator('.ds-mermaid-diagram svg').waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(mermaidRequests(v).length, 1, 'the bundle is fetched once');
      const script = await v.page.evaluate(() => {
        const s = [...document.scripts].find((x) => x.src.endsWith('/webview/mermaid.js'));
        const main = [...document.scripts].find((x) => x.src.endsWith('/webview/preview.js'));
        return s && { nonce: s.nonce, same: s.nonce === main.nonce && s.nonce.length > 0 };
      });
      assert.ok(script?.same, 'the mermaid script carries the document nonce');
      const svg = await block.evaluate((b) => {
        const s = b.querySelector('.ds-mermaid-diagram svg');
        return {
          texts: [...s.querySelectorAll('text')].map((t) => t.textContent).join(' '),
          width: s.getBoundingClientRect().width,
          scripts: s.querySelectorAll('script, foreignObject').length,
          handlers: [...s.querySelectorAll('*')].flatMap((n) => [...n.attributes].filter((a) => /^on/i.test(a.name))).length,
          sourceHidden: getComputedStyle(b.querySelector('.ds-mermaid-source')).display === 'none',
        };
      });
      assert.match(svg.texts, /Acme Weather API/);
      assert.match(svg.texts, /POST \/v1\/alerts/);
      assert.ok(svg.width > 200, `diagram width ${svg.width}`);
      assert.equal(svg.scripts, 0);
      assert.equal(svg.handlers, 0);
      assert.ok(svg.sourceHidden);
      assert.deepEqual(await violations(v), []);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: zoom controls on a tall diagram, in the corner placement names; actions forces them off or on', async () => {
    const tall = 'flowchart TD\n  A --> B\n  B --> C\n  C --> D\n  D --> E';
    const small = 'flowchart LR\n  A --> B';
    const body = [
      '```mermaid\n' + tall + '\n```',
      '```mermaid placement="top-left"\n' + tall + '\n```',
      '```mermaid actions={false}\n' + tall + '\n```',
      '```mermaid\n' + small + '\n```',
      '```mermaid actions={true}\n' + small + '\n```',
    ].join('\n\n');
    const v = await open({ pageText: page(body) });
    try {
      const blocks = v.page.locator('.ds-mermaid');
      await v.page.waitForFunction(() => document.querySelectorAll('.ds-mermaid.is-drawn').length === 5, null, { timeout: 30_000 });
      const controls = (i) => blocks.nth(i).locator('.ds-mermaid-controls');
      assert.deepEqual(await Promise.all([0, 1, 2, 3, 4].map(async (i) => controls(i).count())), [1, 1, 0, 0, 1], 'tall: yes; actions={false}: no; small: no; actions={true}: yes');
      const corner = async (i) => {
        const box = await blocks.nth(i).locator('.ds-mermaid-diagram').boundingBox();
        const c = await controls(i).boundingBox();
        return { right: box.x + box.width - (c.x + c.width), bottom: box.y + box.height - (c.y + c.height), left: c.x - box.x, top: c.y - box.y };
      };
      const bottomRight = await corner(0);
      assert.ok(bottomRight.right < 20 && bottomRight.bottom < 20, `bottom-right by default: ${JSON.stringify(bottomRight)}`);
      const topLeft = await corner(1);
      assert.ok(topLeft.left < 20 && topLeft.top < 20, `placement="top-left": ${JSON.stringify(topLeft)}`);
      // Zoom in scales the drawing; reset puts it back.
      const svg = blocks.nth(0).locator('.ds-mermaid-diagram svg');
      await controls(0).getByRole('button', { name: 'Zoom in' }).click();
      assert.match(await svg.evaluate((s) => s.style.transform), /scale\(1\.25\)/);
      await controls(0).getByRole('button', { name: 'Reset zoom' }).click();
      assert.equal(await svg.evaluate((s) => s.style.transform), '');
      assert.deepEqual(await violations(v), []);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: a page without a diagram never loads the bundle', async () => {
    const v = await open({ pageText: page('No diagram here.\n\n```js\nlet a = 1;\n```') });
    try {
      await v.page.locator('code.language-js').waitFor();
      // Ask for a render pass after the start-up one and let it settle: still no request.
      await v.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(mermaidRequests(v).length, 0);
    } finally {
      await v.close();
    }
  });

  test('mermaid: a syntax error shows a message with the page line in place of the diagram', async () => {
    const body = 'Intro.\n\n```mermaid\nflowchart TD\n  A --> B\n  B -->\n```';
    const v = await open({ pageText: page(body) });
    try {
      const error = v.page.locator('.ds-mermaid-error');
      await error.waitFor({ state: 'visible', timeout: 30_000 });
      const textOf = await error.textContent();
      // The fence is on line 8 of the file (after 5 lines of frontmatter and blank lines, "Intro."),
      // the broken edge on the diagram's line 3: page line 11.
      const lines = page(body).split('\n');
      const broken = lines.findIndex((l) => l.trim() === 'B -->') + 1;
      assert.match(textOf, new RegExp(`Mermaid diagram error on line ${broken}`));
      assert.match(textOf, /Parse error/i);
      assert.equal(await v.page.locator('.ds-mermaid-diagram').count(), 0);
      assert.ok(await v.page.locator('.ds-mermaid-source').isVisible(), 'the source stays readable under the message');
      assert.deepEqual(await violations(v), []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: an edit redraws the diagram; the mode switch draws it in the dark theme', async () => {
    const v = await open({ pageText: page('```mermaid\nflowchart LR\n  Start --> Stop\n```') });
    try {
      const text = () => v.page.locator('.ds-mermaid-diagram svg').evaluate((s) => [...s.querySelectorAll('text, tspan')].map((t) => t.textContent).join(' '));
      await v.page.locator('.ds-mermaid-diagram svg').waitFor({ timeout: 30_000 });
      assert.match(await text(), /Start/);
      const next = ctx.harness;
      const html = next.renderPageHtml({ pageText: page('```mermaid\nflowchart LR\n  Begin --> Finish\n```'), pagePath: tourPath, docsRoot }).html;
      await v.post({ type: 'page', html, title: 'Diagrams' });
      await v.page.waitForFunction(() => /Begin/.test(document.querySelector('.ds-mermaid-diagram svg')?.textContent ?? ''), null, { timeout: 30_000 });
      const lightFill = await v.page.locator('.ds-mermaid-diagram svg .node rect, .ds-mermaid-diagram svg .node path').first().evaluate((n) => getComputedStyle(n).fill);
      await v.page.click('[data-ds-action="toggle-mode"]');
      await v.page.waitForFunction(
        (before) => {
          const n = document.querySelector('.ds-mermaid-diagram svg .node rect, .ds-mermaid-diagram svg .node path');
          return n && getComputedStyle(n).fill !== before;
        },
        lightFill,
        { timeout: 30_000 },
      );
      assert.match(await text(), /Begin/);
      assert.equal(mermaidRequests(v).length, 1);
      assert.deepEqual(await violations(v), []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: hostile diagram text runs nothing (strict security level)', async () => {
    const X = 'window.__xss=1;alert(1)';
    const body = [
      '```mermaid',
      'flowchart TD',
      `  A["<img src=x onerror=${X}>"] --> B["<script>${X}</script>"]`,
      `  click A call alert(1)`,
      `  click B "javascript:${X}"`,
      '```',
    ].join('\n');
    const v = await open({ pageText: page(body) });
    try {
      await v.page.locator('.ds-mermaid.is-drawn, .ds-mermaid.has-error').waitFor({ timeout: 30_000 });
      await v.page.locator('.ds-mermaid').click({ position: { x: 20, y: 20 } });
      const state = await v.page.evaluate(() => ({
        xss: window.__xss,
        live: document.querySelectorAll('#ds-page script, #ds-page img[onerror], #ds-page [onclick], #ds-page a[href^="javascript"], #ds-page foreignObject').length,
      }));
      assert.equal(state.xss, undefined);
      assert.equal(state.live, 0);
      assert.deepEqual(v.dialogs, []);
    } finally {
      await v.close();
    }
  });

  // Issue 26, item 7: what a diagram's own settings may change, its size, and its links.
  const FORM_LABEL = 'A["<form action=https://attacker.test/><input name=q value=x><button>Go</button></form>"] --> B';
  const formControls = (v) => v.page.evaluate(() => document.querySelectorAll('#ds-page form, #ds-page input, #ds-page button:not(.ds-mermaid-control), #ds-page foreignObject, #ds-page iframe').length);

  test('mermaid: an init directive or front-matter config cannot turn HTML labels on, lower the security level or widen the sanitizer', async () => {
    const directive = '%%{init: {"htmlLabels": true, "flowchart": {"htmlLabels": true}, "securityLevel": "loose", "dompurifyConfig": {"ADD_TAGS": ["form", "input"]}, "secure": []}}%%';
    const frontMatter = '---\nconfig:\n  htmlLabels: true\n  securityLevel: loose\n  flowchart:\n    htmlLabels: true\n---';
    // A key the allow-list keeps (the theme) still works: forest draws nodes in its green.
    const themed = '%%{init: {"theme": "forest"}}%%\nflowchart LR\n  C --> D';
    const body = ['```mermaid\n' + directive + '\nflowchart TD\n  ' + FORM_LABEL + '\n```', '```mermaid\n' + frontMatter + '\nflowchart TD\n  ' + FORM_LABEL + '\n```', '```mermaid\n' + themed + '\n```'].join('\n\n');
    const v = await open({ pageText: page(body) });
    try {
      await v.page.waitForFunction(() => document.querySelectorAll('.ds-mermaid.is-drawn, .ds-mermaid.has-error').length === 3, null, { timeout: 30_000 });
      assert.equal(await formControls(v), 0, 'a form, input or HTML label reached the preview');
      assert.equal(await v.page.locator('.ds-mermaid.is-drawn').count(), 3, 'each diagram is drawn, as SVG text');
      const labels = await v.page.locator('.ds-mermaid').first().locator('svg text').allTextContents();
      assert.ok(labels.join(' ').length > 0);
      const fill = await v.page.locator('.ds-mermaid').nth(2).locator('svg .node rect, svg .node path').first().evaluate((n) => getComputedStyle(n).fill);
      assert.equal(fill, 'rgb(205, 228, 152)', 'the theme directive applies');
      assert.deepEqual(await violations(v), []);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: a diagram past the size bound is not drawn, and says why above its source', async () => {
    const big = 'sequenceDiagram\n' + Array.from({ length: 130 }, (_, i) => `  Alice->>Bob: message ${i}`).join('\n');
    const small = 'flowchart LR\n  Small --> Fine';
    const v = await open({ pageText: page('```mermaid\n' + big + '\n```\n\n```mermaid\n' + small + '\n```') });
    try {
      await v.page.waitForFunction(() => document.querySelectorAll('.ds-mermaid.is-drawn, .ds-mermaid.has-error').length === 2, null, { timeout: 30_000 });
      const notice = v.page.locator('.ds-mermaid').first().locator('.ds-mermaid-error');
      assert.match(await notice.innerText(), /Diagram not drawn[\s\S]*131 lines; the preview draws diagrams of up to 120/);
      assert.equal(await v.page.locator('.ds-mermaid').first().locator('svg').count(), 0);
      assert.ok(await v.page.locator('.ds-mermaid').first().locator('.ds-mermaid-source').isVisible());
      assert.equal(await v.page.locator('.ds-mermaid').nth(1).locator('.ds-mermaid-diagram svg').count(), 1, 'a diagram within the bound draws');
      // A long line counts too: 6,000 characters on a few lines.
      const wide = 'flowchart LR\n  A["' + 'x'.repeat(6000) + '"] --> B';
      const html = ctx.harness.renderPageHtml({ pageText: page('```mermaid\n' + wide + '\n```'), pagePath: tourPath, docsRoot }).html;
      await v.post({ type: 'page', html, title: 'Diagrams' });
      await v.page.locator('.ds-mermaid .ds-mermaid-error', { hasText: /characters; the preview draws diagrams of up to 5,000/ }).waitFor({ timeout: 30_000 });
    } finally {
      await v.close();
    }
  });

  test('mermaid: a link in a diagram goes through the preview link handler, not to the webview host opener', async () => {
    const body = '```mermaid\nflowchart LR\n  Docs --> Guide\n  click Docs href "https://example.test/docs"\n  click Guide href "/quickstart"\n```';
    // Stands in for VS Code's webview host, which opens any link whose click reaches the window.
    const opener = async (p) => {
      await recordViolations(p);
      await p.addInitScript(() => {
        window.__opened = [];
        window.addEventListener('click', (e) => {
          const a = e.composedPath().find((n) => n.tagName?.toLowerCase() === 'a');
          if (a) window.__opened.push(a.getAttribute('href') ?? a.getAttribute('xlink:href'));
        });
      });
    };
    const v = await ctx.open({ pageText: page(body), pagePath: tourPath, docsRoot, configText: realConfig }, { beforeLoad: opener });
    try {
      await v.page.locator('.ds-mermaid-diagram svg').waitFor({ timeout: 30_000 });
      const links = v.page.locator('.ds-mermaid-diagram svg a');
      assert.equal(await links.count(), 2, 'mermaid drew both links');
      await links.nth(0).click();
      await links.nth(1).click();
      const posted = await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'link'));
      assert.deepEqual(posted.map((m) => m.href), ['https://example.test/docs', '/quickstart']);
      assert.deepEqual(await v.page.evaluate(() => window.__opened), [], 'a diagram link reached the host opener');
      assert.equal(new URL(v.page.url()).pathname, '/index.html', 'the preview navigated');
      assert.deepEqual(await violations(v), []);
    } finally {
      await v.close();
    }
  });
}
