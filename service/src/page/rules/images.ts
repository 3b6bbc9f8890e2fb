/** Rule 3: images sit inside `Frame` (or another component that frames them) and carry alt text. */
import { getComponent } from '../../catalog/components';
import { TextEdit } from 'vscode-languageserver-types';
import type { JsxElement, PageImage } from '../types';
import type { PageRule } from './rule';

/** What kind of image lacks its alt text (Markdown or a tag). */
type ImagesData = { 'image-frame': undefined; 'image-alt': { kind: PageImage['kind'] } };

export const imagesRule: PageRule<ImagesData> = {
  codes: {
    'image-frame': { title: 'Image outside a Frame', severity: 'warning', writing: true, description: 'An image is not wrapped in a Frame component.',
      guidance: { area: 'Page rules', text: 'Wrap every image in a `Frame` component.' },
    },
    'image-alt': { title: 'Image without alt text', severity: 'warning', writing: true, description: 'An image has no alt text.',
      guidance: { area: 'Accessibility', text: 'Give every image and diagram descriptive alt text.' },
    },
  },
  check(ctx, report) {
    for (const image of ctx.page.images) {
      if (canStandInFrame(image) && !insideFrame(image.parent)) {
        report('image-frame', image.span, 'Wrap the image in a `<Frame>` component.');
      }
      if (lacksAlt(image)) {
        report('image-alt', image.span, 'The image has no alt text: describe what it shows.', { kind: image.kind });
      }
    }
  },
  fixes: {
    'image-frame': (d, _data, _page, document) => {
      const image = document.getText(d.range);
      return { title: 'Wrap the image in <Frame>', edits: [TextEdit.replace(d.range, `<Frame>${image}</Frame>`)] };
    },
  },
};

/**
 * An `<img alt="">` says on purpose that the image is decorative (an icon beside its label, an
 * avatar), as HTML marks one: only a tag with no `alt` at all lacks it. A Markdown image cannot say
 * so apart from leaving its brackets empty, the usual oversight: it needs words.
 */
function lacksAlt(image: PageImage): boolean {
  if (image.kind === 'html') return image.alt === undefined;
  return image.alt === undefined || image.alt.trim() === '';
}

/**
 * Where a Frame can stand: an image that is a block of the page's flow, directly or inside a catalog
 * component. Not an image in a line of text or a table cell (a badge, a status icon), nor one inside
 * a component the site defines or an HTML element (its markup places the image; a Frame would break it).
 */
function canStandInFrame(image: PageImage): boolean {
  if (image.inline) return false;
  return image.parent === undefined || getComponent(image.parent.name) !== undefined;
}

function insideFrame(element: JsxElement | undefined): boolean {
  for (let e = element; e; e = e.parent) if (getComponent(e.name)?.framesImages) return true;
  return false;
}
