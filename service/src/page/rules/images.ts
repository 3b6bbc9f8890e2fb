/** Rule 3: images sit inside `Frame` (or another component that frames them) and carry alt text. */
import { getComponent } from '../../../../catalog/src';
import { TextEdit } from 'vscode-languageserver-types';
import type { JsxElement, PageImage } from '../../../../mdx/src';
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
  if (image.inline || isIconSized(image)) return false;
  return image.parent === undefined || getComponent(image.parent.name) !== undefined;
}

/** 64 CSS pixels: Tailwind's `h-16`/`w-16`, the size of the icons a Card or a list shows beside their text. */
const ICON_PIXELS = 64;

/**
 * An `<img>` sized as an icon (`className="h-8 w-8"`, `width="32"`): a logo beside a Card's title,
 * not a screenshot. A Frame (a bordered, padded box with a caption) around it would dwarf it.
 */
function isIconSized(image: PageImage): boolean {
  for (const attribute of image.element?.attributes ?? []) {
    const value = attribute.value ?? '';
    if ((attribute.name === 'width' || attribute.name === 'height') && /^\s*\d+(?:px)?\s*$/.test(value) && parseInt(value, 10) <= ICON_PIXELS) return true;
    if (attribute.name === 'className' || attribute.name === 'class') {
      // Tailwind spacing: `h-8` is 8 × 4 px.
      for (const m of value.matchAll(/(?:^|\s)(?:h|w|size)-(\d+)(?=\s|$)/g)) if (Number(m[1]) * 4 <= ICON_PIXELS) return true;
    }
  }
  return false;
}

function insideFrame(element: JsxElement | undefined): boolean {
  for (let e = element; e; e = e.parent) if (getComponent(e.name)?.framesImages) return true;
  return false;
}
