// Issue 37 item 6: `npm ci` printed 12 EBADENGINE warnings on Node 20 while package.json said
// `node >=20`: the newest @scalar/* packages, @readme/httpsnippet and markdownlint-cli2 need Node 22.
// package.json's engines.node must allow only Node versions that every installed package allows
// (npm's own check, with the semver package npm uses), and the Nodes the project installs for CI
// (scripts/install-node22.sh) and for code-server (test/e2e/setup.sh) must be ones it allows.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';

// semver (npm's own range logic) comes with the devDependencies; it ships no types of its own
const semver = require('semver') as {
  subset(sub: string, dom: string): boolean;
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
};

const ROOT = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown; dev?: boolean }>;
};

/**
 * The installed packages whose engines.node does not allow every Node that `ours` allows, as
 * `name@version wants RANGE` (the same finding as npm's EBADENGINE warning, for every Node at once).
 */
function packagesNeedingNewerNode(ours: string, packages: typeof lock.packages): string[] {
  const out: string[] = [];
  for (const [where, entry] of Object.entries(packages)) {
    if (where === '') continue; // the project itself
    // engines is an object in today's packages; some old ones wrote an array of strings, which npm ignores
    const wanted = entry.engines && typeof entry.engines === 'object' && !Array.isArray(entry.engines) ? (entry.engines as { node?: unknown }).node : undefined;
    if (typeof wanted !== 'string' || !semver.validRange(wanted)) continue;
    if (!semver.subset(ours, wanted)) out.push(`${where.replace(/^.*node_modules\//, '')}@${entry.version} wants ${wanted} (${entry.dev ? 'dev' : 'runtime'})`);
  }
  return out;
}

/** The `NAME=X.Y.Z` assignment in a shell script. */
function pinned(file: string, name: string): string {
  const m = new RegExp(`^${name}=(\\d+\\.\\d+\\.\\d+)$`, 'm').exec(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  assert.ok(m, `${file} sets no ${name}`);
  return m[1];
}

describe('Node version: engines.node against what the dependencies need', () => {
  it('package.json and package-lock.json state the same engines.node', () => {
    assert.deepEqual((lock.packages[''] as { engines?: { node?: string } }).engines?.node, pkg.engines.node);
  });

  it('every installed package allows every Node that engines.node allows', () => {
    assert.deepEqual(packagesNeedingNewerNode(pkg.engines.node, lock.packages), []);
  });

  it('finds a package that needs a newer Node than engines.node allows (the Node 20 state of issue 37)', () => {
    // what package.json said before: Node 20 and later, while the Scalar parser wants 22
    assert.deepEqual(packagesNeedingNewerNode('>=20', lock.packages).filter((p) => p.startsWith('@scalar/openapi-parser@')).length, 1);
    assert.deepEqual(packagesNeedingNewerNode('>=20', { 'node_modules/x': { version: '1.0.0', engines: { node: '20 || >=22' } } }), [
      'x@1.0.0 wants 20 || >=22 (runtime)',
    ]);
  });

  it("CI's Node (scripts/install-node22.sh) and code-server's Node (test/e2e/setup.sh) are ones engines.node allows", () => {
    for (const [file, name] of [['scripts/install-node22.sh', 'NODE_VERSION'], ['test/e2e/setup.sh', 'NODE_VERSION']]) {
      const version = pinned(file, name);
      assert.ok(semver.satisfies(version, pkg.engines.node), `${file}: Node ${version} is outside engines.node ${pkg.engines.node}`);
    }
  });

  it('.ci/run puts the Node of scripts/install-node22.sh first on PATH before npm ci', () => {
    const ci = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
    const node = ci.indexOf('scripts/install-node22.sh)');
    assert.ok(node > 0 && node < ci.indexOf('\nnpm ci '), '.ci/run does not take its Node from scripts/install-node22.sh before npm ci');
  });
});
