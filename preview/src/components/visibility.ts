import { str } from '../attributes';
import type { ComponentRenderer } from './context';

/**
 * `<Visibility>` as the web page shows it: the build (@mintlify/common, remarkValidateVisibility)
 * drops `for="agents"` content from the page people read and keeps every other audience's as plain
 * content, without a box. The agents' Markdown view is service/src/llms/visibility.ts.
 */
export const visibility: ComponentRenderer = (ctx) => (str(ctx.attrs, 'for') === 'agents' ? [] : ctx.children());
