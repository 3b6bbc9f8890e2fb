/**
 * What the preview shows when rendering a page ran past the host's time budget (the host renders on
 * a worker thread and stops it then): the last good render stays under this banner, or this notice
 * stands alone when there is none. A notice, not an error: the page may well build, only slowly.
 */
import type { RenderResult } from './render';
import { noticeHtml } from './notice';
import { describeDuration } from '../../common/src';

export function renderOverBudget(budgetMs: number, title = ''): Extract<RenderResult, { ok: false }> {
  const seconds = describeDuration(budgetMs);
  const message = `Rendering this page took longer than ${seconds}, so the preview stopped; it renders again when the page changes.`;
  return { ok: false, error: { message, line: 1 }, title, html: noticeHtml(message) };
}
