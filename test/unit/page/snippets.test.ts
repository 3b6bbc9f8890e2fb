/** snippets/mdx.code-snippets is generated from the catalog; this fails when it has drifted. */
import { it } from 'node:test';
import { execFileSync } from 'node:child_process';

it('snippets match the component catalog', () => {
  execFileSync(process.execPath, ['scripts/gen-snippets.mjs', '--check'], { stdio: 'pipe' });
});
