// Issue 36: diagrams whose layout costs more than their text says. A gantt chart whose excluded
// days, a block diagram whose `space:N` or a packet diagram whose bit ranges would hold the page
// for seconds to minutes is not drawn (a notice says why), and a page's diagrams are drawn one task
// each, so the page answers between two and an edit stops the ones it replaced.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Records in the page, for each diagram block that gets its drawing or notice, how many of the
 * timers armed when the blocks before it got theirs have fired: a timer armed when a diagram is done
 * fires before the next diagram is done only if the page's event loop turned between the two. Also
 * counts the mermaid renders started (mermaid adds a `d<id>` container to the body for each), and
 * posts `window.__editOnFirstDraw`, if set, as the host would, once the first diagram is done.
 */
function recordDiagramTasks(edit) {
  return (page) =>
    page.addInitScript((edit) => {
      window.__fired = 0;
      window.__firedAt = [];
      window.__renders = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.target.matches('.ds-mermaid.is-drawn, .ds-mermaid.has-error') && !/\b(is-drawn|has-error)\b/.test(r.oldValue ?? '')) {
            window.__firedAt.push(window.__fired);
            setTimeout(() => window.__fired++, 0);
            if (edit && window.__firedAt.length === 1) window.postMessage(edit, '*');
          }
          for (const n of r.addedNodes) if (n.id?.startsWith('dds-mermaid-')) window.__renders++;
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    }, edit);
}

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const pagePath = join(docsRoot, 'guides/components-tour.mdx');
  const configText = readFileSync(join(docsRoot, 'docs.json'), 'utf8');
  const page = (diagrams) => `---\ntitle: "Diagrams"\ndescription: "d"\n---\n\n${diagrams.map((d) => '```mermaid\n' + d + '\n```').join('\n\n')}\n`;
  const open = (diagrams, { channel, edit } = {}) => ctx.open({ pageText: page(diagrams), pagePath, docsRoot, configText, channel }, { beforeLoad: recordDiagramTasks(edit) });
  const doneCount = (v) => v.page.evaluate(() => document.querySelectorAll('.ds-mermaid.is-drawn, .ds-mermaid.has-error').length);
  const settled = (v, n) => v.page.waitForFunction((n) => document.querySelectorAll('.ds-mermaid.is-drawn, .ds-mermaid.has-error').length === n, n, { timeout: 60_000 });
  /** A class diagram of `size` classes in a chain (about 0.1 s a class to lay out here). */
  const classDiagram = (name, size) => 'classDiagram\n' + Array.from({ length: size }, (_, i) => `  ${name}${i} <|-- ${name}${i + 1}\n  ${name}${i} : +int field${i}`).join('\n');
  const noticeOf = (v, i) => v.page.locator('.ds-mermaid').nth(i).locator(':scope > .ds-mermaid-error');

  // Three tasks of a century each with `excludes`, one starting after a later one: mermaid walks
  // every day of every task, eleven times over (about 1.2 million steps, 20 s and more).
  const slowGantt = ['gantt', '  title Roadmap', '  dateFormat YYYY-MM-DD', '  excludes 2000-01-01', '  section Plan', '  Design :a, after b, 36500d', '  Build :b, 2024-01-01, 36500d', '  Run :c, after a, 36500d'].join('\n');
  // A real chart: 40 tasks of a month, one after the other, weekends excluded.
  const realGantt = ['gantt', '  dateFormat YYYY-MM-DD', '  excludes weekends', '  section Work', '  T0 :t0, 2024-01-01, 30d', ...Array.from({ length: 39 }, (_, i) => `  T${i + 1} :t${i + 1}, after t${i}, 30d`)].join('\n');

  test('mermaid: a gantt chart whose excluded days mermaid would walk for minutes is not drawn, and the page answers while the next diagrams draw', async () => {
    const others = Array.from({ length: 6 }, (_, i) => classDiagram(`C${i}x`, 10));
    const v = await open([slowGantt, realGantt, ...others]);
    try {
      // Round trips to the page while it draws: answered between two diagrams, not after all.
      const seen = [];
      while (seen.at(-1) !== 8 && seen.length < 100_000) seen.push(await doneCount(v));
      assert.ok(seen.some((n) => n > 0 && n < 8), `no round trip was answered while diagrams remained: ${seen.join(', ')}`);
      assert.match(await noticeOf(v, 0).innerText(), /Diagram not drawn[\s\S]*`excludes`, which mermaid checks one day at a time over each task: about 1,204,5\d\d steps here; the preview draws charts of up to 100,000/);
      assert.equal(await v.page.locator('.ds-mermaid').first().locator('svg').count(), 0);
      assert.ok(await v.page.locator('.ds-mermaid').first().locator('.ds-mermaid-source').isVisible(), 'the source stays readable under the notice');
      await settled(v, 8);
      assert.equal(await v.page.locator('.ds-mermaid.is-drawn').count(), 7, 'the real chart and the class diagrams draw');
      assert.equal(await v.page.locator('.ds-mermaid').nth(1).locator('.ds-mermaid-diagram svg .task').count() >= 40, true, 'the real chart has its 40 tasks');
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: tick intervals, block spaces and packet bits past their bounds are not drawn; diagrams within them are', async () => {
    const ticks = 'gantt\n  dateFormat YYYY-MM-DD\n  tickInterval 1day\n  section A\n  Long :a, 2024-01-01, 9000d';
    const directiveTicks = '---\nconfig:\n  gantt:\n    tickInterval: 1day\n---\ngantt\n  dateFormat YYYY-MM-DD\n  section A\n  Long :a, 2024-01-01, 9000d';
    const blocks = 'block-beta\n  columns 3\n  a space:10000 b';
    const packet = 'packet-beta\n  0-320000: "payload"';
    const fineTicks = 'gantt\n  dateFormat YYYY-MM-DD\n  tickInterval 1week\n  section A\n  Year :a, 2024-01-01, 365d';
    const fineBlocks = 'block-beta\n  columns 3\n  a space:4 b';
    const finePacket = 'packet-beta\n  0-15: "Source port"\n  16-31: "Destination port"';
    const v = await open([ticks, directiveTicks, blocks, packet, fineTicks, fineBlocks, finePacket]);
    try {
      await settled(v, 7);
      assert.match(await noticeOf(v, 0).innerText(), /Diagram not drawn[\s\S]*tickInterval 1day gives 9,000 ticks; the preview draws charts of up to 2,000/);
      assert.match(await noticeOf(v, 1).innerText(), /tickInterval 1day gives 9,000 ticks/, 'a front-matter tickInterval counts too');
      assert.match(await noticeOf(v, 2).innerText(), /The diagram has 10,00\d blocks \(`space:N` counts N\); the preview draws diagrams of up to 500/);
      assert.match(await noticeOf(v, 3).innerText(), /The diagram has 10,000 rows of bits; the preview draws diagrams of up to 1,000/);
      for (const i of [4, 5, 6]) assert.equal(await v.page.locator('.ds-mermaid').nth(i).locator('.ds-mermaid-diagram svg').count(), 1, `diagram ${i} within the bounds draws`);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('mermaid: ten class diagrams are drawn one task each, the event loop turning between two', async () => {
    const v = await open(Array.from({ length: 10 }, (_, i) => classDiagram(`K${i}x`, 4)));
    try {
      await settled(v, 10);
      assert.equal(await v.page.locator('.ds-mermaid.is-drawn').count(), 10);
      const firedAt = await v.page.evaluate(() => window.__firedAt);
      assert.equal(firedAt.length, 10);
      // Diagram i is done after the timers armed when each diagram before it was done have fired.
      assert.deepEqual(firedAt, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'diagrams were drawn in one task');
    } finally {
      await v.close();
    }
  });

  test('mermaid: an edit while a page\u2019s diagrams draw stops the ones it replaced', async () => {
    // The host's edit arrives as soon as the first diagram is drawn.
    const channel = ctx.harness.randomChannel();
    const html = ctx.harness.renderPageHtml({ pageText: page(['flowchart LR\n  Edited --> Page']), pagePath, docsRoot }).html;
    const v = await open(Array.from({ length: 10 }, (_, i) => classDiagram(`E${i}x`, 6)), { channel, edit: { channel, message: { type: 'page', html, title: 'Diagrams' } } });
    try {
      await v.page.waitForFunction(() => /Edited/.test(document.querySelector('.ds-mermaid-diagram svg')?.textContent ?? ''), null, { timeout: 30_000 });
      // The first diagram, at most one more under way when the edit came, and the edited page's.
      const renders = await v.page.evaluate(() => window.__renders);
      assert.ok(renders <= 3, `${renders} diagrams were drawn for a page of 1 after the edit`);
      assert.equal(await v.page.locator('.ds-mermaid').count(), 1);
    } finally {
      await v.close();
    }
  });
}
