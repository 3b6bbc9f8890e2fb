import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import { IconFiles } from '../../../host/src/iconFiles';
import { findIcon, iconNameOf, setsFor, type IconContext, type IconSet, type IconSource } from '../../../preview/src/iconSources';
import { libraryIcon, shapeToSvg } from '../../../preview/src/icons';
import { renderPage } from '../../../preview/src/render';
import { outsideAllowlist, sanitizeToHtml } from '../../../preview/src/safeHtml';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const REPO = path.resolve(__dirname, '../../../..');
const ICONS = path.join(REPO, 'dist', 'icons');
let files: IconFiles;

before(() => {
  // The files the extension ships; the build step skips itself when they are up to date.
  execFileSync(process.execPath, [path.join(REPO, 'scripts/buildIcons.mjs'), ICONS], { cwd: REPO });
  files = new IconFiles(ICONS);
});

/** A source that records every question, to prove what never reaches it. */
function recording(inner: () => IconSource): { source: IconSource; asked: string[] } {
  const asked: string[] = [];
  return { asked, source: { shape: (set, name) => (asked.push(`${set}:${name}`), inner().shape(set, name)) } };
}

const fa = (): IconContext => ({ library: 'fontawesome', source: files });

function html(element: Element): string {
  return sanitizeToHtml({ type: 'root', children: [element] } as Root);
}

describe('icon lookup', () => {
  it('finds an icon in each library', () => {
    assert.equal(findIcon(fa(), 'rocket')?.set, 'fontawesome/solid');
    assert.equal(findIcon({ library: 'lucide', source: files }, 'rocket')?.set, 'lucide');
    assert.equal(findIcon({ library: 'tabler', source: files }, 'rocket')?.set, 'tabler/outline');
    // A Tabler icon that exists only filled.
    const filledOnly = Object.keys(JSON.parse(fs.readFileSync(path.join(ICONS, 'tabler/filled/a.json'), 'utf8'))).find(
      (n) => !fs.existsSync(path.join(REPO, 'node_modules/@tabler/icons/icons/outline', n + '.svg')),
    );
    if (filledOnly) assert.equal(findIcon({ library: 'tabler', source: files }, filledOnly)?.set, 'tabler/filled');
  });

  it('maps Font Awesome styles to the closest free style', () => {
    assert.equal(setsFor('fontawesome', 'solid')[0], 'fontawesome/solid');
    assert.equal(setsFor('fontawesome', 'duotone')[0], 'fontawesome/solid');
    assert.equal(setsFor('fontawesome', 'sharp-solid')[0], 'fontawesome/solid');
    assert.equal(setsFor('fontawesome', 'sharp-duotone-solid')[0], 'fontawesome/solid');
    for (const style of ['regular', 'light', 'thin', 'sharp-regular', 'sharp-light', 'sharp-thin', undefined, 'image', 'nonsense']) {
      assert.equal(setsFor('fontawesome', style)[0], 'fontawesome/regular', String(style));
    }
    assert.equal(setsFor('fontawesome', 'brands')[0], 'fontawesome/brands');
    assert.equal(setsFor('fontawesome', 'brand')[0], 'fontawesome/brands');
    // iconType applies to Font Awesome only.
    assert.deepEqual(setsFor('lucide', 'brands'), ['lucide']);
    // The style decides which drawing of an icon that exists in both free styles.
    assert.equal(findIcon(fa(), 'clock')?.set, 'fontawesome/regular');
    assert.equal(findIcon(fa(), 'clock', 'solid')?.set, 'fontawesome/solid');
    assert.equal(findIcon(fa(), 'clock', 'light')?.set, 'fontawesome/regular');
    // A style the icon lacks falls through to the others: a brand without iconType, a solid-only icon.
    assert.equal(findIcon(fa(), 'github')?.set, 'fontawesome/brands');
    assert.equal(findIcon(fa(), 'rocket', 'light')?.set, 'fontawesome/solid');
  });

  it('reads the names pages write: capitalised, and the fa- class form; aliases come from the sets', () => {
    assert.equal(iconNameOf('GitHub'), 'github');
    assert.equal(iconNameOf('fa-rocket'), 'rocket');
    assert.equal(findIcon(fa(), 'GitHub')?.name, 'github');
    assert.equal(findIcon(fa(), 'home', 'solid')?.set, 'fontawesome/solid');
  });

  it('an unknown icon is the letter badge; without a source every icon is', () => {
    const unknown = libraryIcon('surely-not-an-icon', fa());
    assert.equal(unknown.tagName, 'span');
    assert.deepEqual(unknown.properties.className, ['ds-icon']);
    assert.deepEqual(unknown.children, [{ type: 'text', value: 'S' }]);
    assert.deepEqual(libraryIcon('rocket', undefined).children, [{ type: 'text', value: 'R' }]);
    assert.deepEqual(libraryIcon('rocket', { library: 'fontawesome' }).children, [{ type: 'text', value: 'R' }]);
  });

  it('rejects hostile names before any source is asked, and the files refuse them too', () => {
    const { source, asked } = recording(() => files);
    const context: IconContext = { library: 'fontawesome', source };
    for (const name of ['../../etc/passwd', 'a/b', '..', './rocket', 'rocket/../../x', 'a\\b', 'rocket%2f', '__proto__', 'a b', '', '-x', 'x-', 'a--b', 'é', 'a'.repeat(65), 'rocket\0']) {
      assert.equal(findIcon(context, name), undefined, name);
      const badge = libraryIcon(name, context);
      assert.deepEqual(badge.properties.className, ['ds-icon'], name);
    }
    assert.deepEqual(asked, [], 'no hostile name reached the source');
    // The file reader checks on its own too: a name or a set that is a path reads nothing.
    assert.equal(files.shape('fontawesome/solid', '../../etc/passwd'), undefined);
    assert.equal(files.shape('../../../etc' as IconSet, 'passwd'), undefined);
    // Names that are object keys of every JSON object are not icons.
    assert.equal(files.shape('fontawesome/solid', 'constructor'), undefined);
    assert.equal(findIcon(fa(), 'constructor'), undefined);
  });
});

describe('icon drawings', () => {
  it('draws inline SVG in currentColor that passes the preview sanitizer unchanged', () => {
    for (const [library, name, style] of [['fontawesome', 'rocket', undefined], ['fontawesome', 'github', 'brands'], ['fontawesome', 'clock', 'regular'], ['lucide', 'rocket', undefined], ['tabler', 'rocket', undefined]] as const) {
      const out = html(libraryIcon(name, { library, source: files }, { style }));
      assert.deepEqual(outsideAllowlist(out), [], `${library}:${name}`);
      assert.match(out, /^<span class="ds-icon ds-icon-svg"[^>]*><svg viewBox="[\d. ]+"/, `${library}:${name}`);
      assert.match(out, /<path[^>]* d="M/, `${library}:${name}`);
      assert.doesNotMatch(out, /#[0-9a-f]{3,6}|black|rgb/i, `${library}:${name}: a colour other than currentColor`);
    }
    assert.match(html(libraryIcon('rocket', { library: 'lucide', source: files })), /stroke="currentColor" stroke-width="2" stroke-linecap="round"/);
  });

  it('every shipped icon of every set survives the sanitizer with all its shapes', () => {
    const sets: IconSet[] = ['fontawesome/solid', 'fontawesome/regular', 'fontawesome/brands', 'lucide', 'tabler/outline', 'tabler/filled'];
    let checked = 0;
    for (const set of sets) {
      for (const bucket of fs.readdirSync(path.join(ICONS, set)).filter((f) => f.endsWith('.json'))) {
        const icons = JSON.parse(fs.readFileSync(path.join(ICONS, set, bucket), 'utf8')) as Record<string, { c: unknown[] }>;
        for (const [name, shape] of Object.entries(icons)) {
          const svg = shapeToSvg(shape);
          assert.ok(svg, `${set}:${name} passes the shape check`);
          const out = html(svg);
          assert.equal((out.match(/<(path|circle|ellipse|rect|line|polyline|polygon)\b/g) ?? []).length, shape.c.length, `${set}:${name}: every shape kept`);
          checked++;
        }
      }
    }
    assert.ok(checked > 10_000, `${checked} icons checked`);
  });

  it('the shape check refuses anything but geometry and currentColor paint', () => {
    const ok = { v: '0 0 24 24', a: {}, c: [['path', { d: 'M0 0h24' }]] };
    assert.ok(shapeToSvg(ok));
    const bad: unknown[] = [
      { ...ok, c: [['script', { d: 'M0 0' }]] },
      { ...ok, c: [['image', { href: 'https://x.test/a.png' }]] },
      { ...ok, c: [['path', { d: 'M0 0', onload: 'alert(1)' }]] },
      { ...ok, c: [['path', { d: 'M0 0', style: 'fill:red' }]] },
      { ...ok, c: [['path', { d: 'M0 0', fill: 'url(https://x.test/#a)' }]] },
      { ...ok, c: [['path', { d: 'javascript:alert(1)' }]] },
      { ...ok, c: [['use', { href: '#x' }]] },
      { ...ok, c: [['__proto__', {}]] },
      { ...ok, a: { onload: 'x' } },
      { ...ok, v: '0 0 24 24" onload="x' },
      { ...ok, c: [] },
      { ...ok, c: Array.from({ length: 65 }, () => ['path', { d: 'M0 0' }]) },
      'M0 0',
      null,
    ];
    for (const shape of bad) assert.equal(shapeToSvg(shape), undefined, JSON.stringify(shape)?.slice(0, 80));
  });
});

describe('icons in the rendered page', () => {
  const ws = new InMemoryWorkspace({ '/site/docs.json': '{}', '/site/images/icon.svg': '<svg/>' });
  const render = (body: string, icons?: IconContext) =>
    renderPage(`---\ntitle: "T"\ndescription: "D"\n---\n\n${body}\n`, { pagePath: '/site/page.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p) => 'https://res.test' + p, icons }).html;

  it('Card, Step, Accordion, Tab, Callout and Icon draw library icons; the page passes the allowlist', () => {
    const out = render(
      [
        '<Card title="C" icon="rocket" iconType="duotone" color="#0E7490">x</Card>',
        '<Steps><Step title="S" icon="bell">x</Step></Steps>',
        '<Accordion title="A" icon="clock">x</Accordion>',
        '<Tabs><Tab title="npm" icon="npm" iconType="brands">x</Tab></Tabs>',
        '<Callout icon="sun">x</Callout>',
        '<Info icon="circle-check">x</Info>',
        'Inline <Icon icon="cloud-rain" /> icon.',
      ].join('\n\n'),
      fa(),
    );
    assert.deepEqual(outsideAllowlist(out), []);
    for (const id of ['fontawesome/solid:rocket', 'fontawesome/regular:bell', 'fontawesome/regular:clock', 'fontawesome/brands:npm', 'fontawesome/regular:sun', 'fontawesome/regular:circle-check', 'fontawesome/solid:cloud-rain']) {
      assert.match(out, new RegExp(`data-ds-icon="${id}"[^>]*><svg`), id);
    }
    assert.match(out, /data-ds-color="#0E7490"/);
  });

  it('an icon given as a local path or URL is an image; Icon src too', () => {
    const out = render('<Card title="C" icon="/images/icon.svg">x</Card>\n\n<Icon src="/images/icon.svg" />\n\n<Card title="R" icon="https://cdn.test/i.svg">x</Card>', fa());
    assert.equal(out.match(/<img class="ds-icon-img" src="https:\/\/res\.test\/site\/images\/icon\.svg"/g)?.length, 2);
    assert.match(out, /<img class="ds-icon-img" src="https:\/\/cdn\.test\/i\.svg"/);
  });

  it('a page rendered for another library draws from it (the chunk cache keys on the library)', () => {
    const long = '## Part\n\n<Card title="C" icon="rocket">x</Card>\n\n' + 'Filler text for a long page.\n\n'.repeat(200);
    assert.match(render(long, fa()), /data-ds-icon="fontawesome\/solid:rocket"/);
    assert.match(render(long, { library: 'lucide', source: files }), /data-ds-icon="lucide:rocket"/);
  });
});

describe('icons in the site model', () => {
  it('reads icons.library and an icon object\'s style (today), and iconType (the spec\'s layout)', () => {
    const today = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({
        theme: 'mint',
        name: 'n',
        colors: { primary: '#000000' },
        icons: { library: 'tabler' },
        navigation: { groups: [{ group: 'G', icon: { name: 'rocket', style: 'solid' }, pages: ['a'] }] },
      }),
    });
    const model = buildSiteModel('/s/docs.json', today);
    assert.equal(model.iconLibrary, 'tabler');
    const group = model.navigation.items[0];
    assert.ok(group.kind === 'group');
    assert.equal(group.icon, 'rocket');
    assert.equal(group.iconStyle, 'solid');
    const legacy = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({ name: 'n', navigation: [{ group: 'G', icon: 'github', iconType: 'brands', pages: ['a'] }] }),
    });
    const old = buildSiteModel('/s/docs.json', legacy);
    assert.equal(old.iconLibrary, undefined);
    const oldGroup = old.navigation.items[0];
    assert.ok(oldGroup.kind === 'group');
    assert.equal(oldGroup.iconStyle, 'brands');
  });
});

describe('mermaid blocks', () => {
  const ws = new InMemoryWorkspace({ '/site/docs.json': '{}' });
  it('become a diagram slot holding the source as text, inside the allowlist', () => {
    const source = 'flowchart TD\n  A["<img src=x onerror=alert(1)>"] --> B';
    const out = renderPage(`---\ntitle: "T"\n---\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`, { pagePath: '/site/p.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p) => p }).html;
    assert.match(out, /<div class="ds-mermaid ds-mermaid-at-bottom-right" data-line="4"><div class="ds-code ds-mermaid-source">/);
    assert.match(out, /<code class="language-mermaid">flowchart TD\n {2}A\["&lt;img src=x onerror=alert\(1\)&gt;"\] --&gt; B<\/code>/);
    assert.doesNotMatch(out, /<img/);
    assert.deepEqual(outsideAllowlist(out), []);
  });

  it('carry the fence\'s placement and actions as classes for the webview\'s zoom controls', () => {
    const render = (info: string) => renderPage(`---\ntitle: "T"\n---\n\n\`\`\`mermaid ${info}\nflowchart LR\n  A --> B\n\`\`\`\n`, { pagePath: '/site/p.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p) => p }).html;
    assert.match(render('placement="top-left" actions={false}'), /<div class="ds-mermaid ds-mermaid-at-top-left ds-mermaid-no-actions"/);
    assert.match(render('actions={true}'), /<div class="ds-mermaid ds-mermaid-at-bottom-right ds-mermaid-actions"/);
    assert.match(render('placement="middle"'), /<div class="ds-mermaid ds-mermaid-at-bottom-right"/, 'an unknown corner: the default');
  });
});
