/**
 * Tailwind's theme stylesheet (tailwindcss/theme.css) for the preview's render thread, which
 * compiles the pages' utility classes with it (preview/src/siteStyles/tailwind.ts). The build writes
 * it beside the bundles as `dist/tailwindTheme.js` (scripts/build.mjs), since the VSIX ships no
 * node_modules; from a checkout, the package's own file is read. Undefined when neither is there
 * (a test's bundle in a temporary folder): utility classes then stay unstyled, nothing fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readTailwindTheme(bundleDir: string): string | undefined {
  const bundled = join(bundleDir, 'tailwindTheme.js');
  try {
    // A runtime require of a file the build wrote: the bundler leaves a require of a variable as it is.
    if (existsSync(bundled)) return require(bundled) as string;
    const checkout = join(process.cwd(), 'node_modules', 'tailwindcss', 'theme.css');
    return existsSync(checkout) ? readFileSync(checkout, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
