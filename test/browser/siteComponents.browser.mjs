// Issue 40 in the real webview document in Chromium: a page that imports an MDX snippet and a site
// component styled with Tailwind classes and a `style` object is drawn styled (computed styles, in
// light and dark), with no CSP violation and nothing of the page's styles reaching the preview's UI.
import assert from 'node:assert/strict';

/** Records every CSP violation, before any script of the page runs. */
async function recordViolations(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

const ROOT = '/virtual/issue40-site';
export const SITE_FILES = {
  [`${ROOT}/docs.json`]: JSON.stringify({ name: 'Snippets', theme: 'mint', colors: { primary: '#15803D' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
  [`${ROOT}/snippets/setup-prompt.mdx`]: 'Run the setup for **{product}** first.\n',
  [`${ROOT}/snippets/slack.jsx`]: [
    'export const SlackMessage = ({ author, children }) => (',
    '  <div className="slack rounded-lg px-3 py-2 bg-gray-100 dark:bg-zinc-800" style={{ borderLeft: "4px solid #4A154B" }}>',
    '    <span className="author font-semibold text-sm">{author}</span>',
    '    <div className="body">{children}</div>',
    '  </div>',
    ');',
    '',
  ].join('\n'),
};
export const SITE_PAGE = [
  '---',
  'title: "Snippets and site components"',
  '---',
  '',
  "import SetupPrompt from '/snippets/setup-prompt.mdx'",
  "import { SlackMessage } from '/snippets/slack.jsx'",
  '',
  '<SetupPrompt product="Docsite" />',
  '',
  '<SlackMessage author="Ada">',
  '  Deployed the docs.',
  '</SlackMessage>',
  '',
].join('\n');

export function register({ test, ctx }) {
  const open = (themeKind) =>
    ctx.open({ pageText: SITE_PAGE, pagePath: `${ROOT}/index.mdx`, docsRoot: ROOT, files: SITE_FILES, configText: SITE_FILES[`${ROOT}/docs.json`], themeKind }, { beforeLoad: recordViolations });

  test('site components: an imported snippet and a Tailwind-styled JSX component are drawn styled, without a CSP violation', async () => {
    await ctx.harness.loadSiteStyles();
    for (const [mode, background] of [['light', 'oklch(0.967 0.003 264.542)'], ['dark', 'oklch(0.274 0.006 286.033)']]) {
      const v = await open(mode);
      try {
        assert.match(await v.page.locator('#ds-page').textContent(), /Run the setup for Docsite first\./);
        const box = v.page.locator('#ds-page .slack');
        const style = await box.evaluate((el) => {
          const s = getComputedStyle(el);
          return { padding: s.paddingLeft, radius: s.borderTopLeftRadius, background: s.backgroundColor, border: `${s.borderLeftWidth} ${s.borderLeftStyle} ${s.borderLeftColor}` };
        });
        assert.deepEqual(style, { padding: '12px', radius: '8px', background, border: '4px solid rgb(74, 21, 75)' }, mode);
        assert.equal(await v.page.locator('#ds-page .author').evaluate((el) => getComputedStyle(el).fontWeight), '600');
        // The page's utilities apply inside the page only: the preview's own UI keeps its styles.
        assert.equal(await v.page.locator('#ds-topbar').evaluate((el) => getComputedStyle(el).getPropertyValue('--spacing')), '');
        assert.deepEqual(await v.page.evaluate(() => window.__violations), [], 'CSP violations');
        assert.deepEqual(v.errors, [], 'console errors');
      } finally {
        await v.close();
      }
    }
  });
}
