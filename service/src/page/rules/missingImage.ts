/**
 * A local image or media file that does not exist: the site shows a broken image. Reported at the
 * path, with the closest existing media file of the site for the quick fix.
 */
import { closestPath } from '../../../../common/src';
import { MEDIA_FILE, mediaReferences, resolveMedia } from '../media';
import { type PageRule, type RuleContext, replaceWithSuggestion } from './rule';

export const missingImageRule: PageRule<{ 'missing-image': { suggestion: string } | undefined }> = {
  codes: {
    'missing-image': { title: 'Missing image or video', severity: 'error', description: 'A local image or video path with no file behind it (the site shows it broken).' },
  },
  check(ctx, report) {
    const { docsRoot } = ctx;
    if (!docsRoot) return;
    let siteMedia: string[] | undefined;
    for (const ref of mediaReferences(ctx.page)) {
      const target = resolveMedia(ref.src, ctx.path, docsRoot, ctx.workspace, ctx.isSnippet);
      if (target.kind === 'remote' || target.kind === 'found') continue;
      if (target.kind === 'outside') {
        report('missing-image', ref.span, `\`${ref.src.trim()}\` is outside the docs root; the site does not serve it.`);
        continue;
      }
      siteMedia ??= mediaFiles(ctx, docsRoot);
      const suggestion = closestPath(target.path.slice(docsRoot.length), siteMedia);
      const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
      report('missing-image', ref.span, `No file \`${target.path.slice(docsRoot.length)}\` exists in this site; the image shows broken.${hint}`, suggestion ? { suggestion } : undefined);
    }
  },
  fixes: { 'missing-image': replaceWithSuggestion },
};

/** Root-relative paths (`/images/x.png`) of the site's media files. */
function mediaFiles(ctx: RuleContext, docsRoot: string): string[] {
  return ctx.workspace
    .listFiles(docsRoot)
    .filter((file) => MEDIA_FILE.test(file))
    .map((file) => file.slice(docsRoot.length));
}
