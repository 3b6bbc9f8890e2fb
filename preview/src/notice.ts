import { el, text } from './hast';
import { sanitizeToHtml } from './safeHtml';

/** The preview's notice box (a page not drawn in full, an operation not found), as safe HTML. */
export function noticeHtml(message: string): string {
  return sanitizeToHtml({ type: 'root', children: [el('div', { className: ['ds-notice'] }, [el('p', {}, [text(message)])])] });
}
