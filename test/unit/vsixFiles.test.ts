import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';

/**
 * The Extensions view shows README.md and the walkthrough from inside the installed VSIX, and there
 * is no public repository for relative links to fall back on: every image and medium they name must
 * be packaged. `vsce ls` lists what `vsce package` would put in, from .vscodeignore (about a second).
 */
function packagedFiles(): Set<string> {
  const r = spawnSync(process.execPath, ['node_modules/@vscode/vsce/vsce', 'ls', '--no-dependencies'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.equal(r.status, 0, r.stderr);
  return new Set(r.stdout.split('\n').map((l) => l.trim()).filter(Boolean));
}

/** The local images a Markdown file shows (`![alt](path)` and `<img src>`), relative to the repository root. */
function localImages(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [
    ...[...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((m) => m[1]),
  ];
  return targets
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t))
    .map((t) => path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(t.split('#')[0]))));
}

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));

describe('the VSIX', () => {
  const files = packagedFiles();

  it('holds every image README.md shows', () => {
    const images = localImages('README.md');
    assert.ok(images.length >= 3, `README.md shows only ${images.length} local images`);
    for (const image of images) {
      assert.ok(fs.existsSync(image), `README.md shows ${image}, which does not exist`);
      assert.ok(files.has(image), `README.md shows ${image}, which the VSIX leaves out (.vscodeignore)`);
    }
  });

  it('holds the icon, a 128×128 PNG', () => {
    assert.equal(manifest.icon, 'images/icon.png');
    assert.ok(files.has(manifest.icon));
    const png = fs.readFileSync(manifest.icon);
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [128, 128]);
  });

  it('holds every walkthrough medium, and the images those show', () => {
    const steps = manifest.contributes.walkthroughs.flatMap((w: { steps: object[] }) => w.steps) as { id: string; media: Record<string, unknown> }[];
    assert.ok(steps.length >= 4);
    for (const step of steps) {
      const media = [step.media.markdown, step.media.image, step.media.svg].flatMap((m) => (typeof m === 'object' && m ? Object.values(m) : [m])).filter((m): m is string => typeof m === 'string');
      assert.equal(media.length, 1, `step ${step.id} has no medium`);
      for (const file of media) {
        assert.ok(files.has(file), `walkthrough step ${step.id}: ${file} is not in the VSIX`);
        if (file.endsWith('.md')) for (const image of localImages(file)) assert.ok(files.has(image), `${file} shows ${image}, not in the VSIX`);
      }
    }
  });

  it('ships no tests or sources, and the notes README.md links (CONTRIBUTING.md), which the Extensions view opens from the VSIX', () => {
    for (const file of files) assert.doesNotMatch(file, /^(client|server|test\/(?!e2e\/screenshots\/)[^/]+|scripts|bench)\/|\.ts$/, file);
    assert.ok(files.has('CONTRIBUTING.md'));
  });

  it("holds the worker threads the extension starts: the preview's render thread and Create Project Rules' thread", () => {
    for (const bundle of ['dist/extension.js', 'dist/projectRulesCommand.js', 'dist/renderWorker.js', 'dist/rulesWorker.js']) assert.ok(files.has(bundle), `${bundle} is not in the VSIX (npm run build; .vscodeignore)`);
  });
});
