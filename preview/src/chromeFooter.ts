/** The footer: the spec's feedback buttons, today's link columns, and the social links. */
import type { ElementContent } from 'hast';
import { type SiteModel, socialLabel } from '../../site/src';
import { el, text } from './hast';

export function footer(model: SiteModel): ElementContent[] {
  const out: ElementContent[] = [];
  const feedback: ElementContent[] = [];
  if (model.feedback.suggestEdit) feedback.push(el('button', { type: 'button', className: ['ds-feedback'], dataDsAction: 'suggest-edit' }, [text('✎ Suggest edits')]));
  if (model.feedback.raiseIssue) feedback.push(el('button', { type: 'button', className: ['ds-feedback'], dataDsAction: 'raise-issue' }, [text('⚑ Raise issue')]));
  if (feedback.length) out.push(el('div', { className: ['ds-feedback-row'] }, feedback));

  const columns = model.footer.columns.filter((c) => c.items.length);
  if (columns.length) {
    out.push(
      el('div', { className: ['ds-footer-columns'] }, columns.map((column) =>
        el('div', { className: ['ds-footer-column'] }, [
          !!column.header && el('div', { className: ['ds-footer-header'] }, [text(column.header)]),
          el('ul', {}, column.items.map((item) => el('li', {}, [el('a', { className: ['ds-footer-link'], href: item.href }, [text(item.label)])]))),
        ]))),
    );
  }

  const socials = model.footer.socials.map(({ platform, href }) =>
    el('a', { className: ['ds-social', 'ds-social-' + platform.replace(/[^a-z-]/g, '')], href, title: socialLabel(platform) }, [text(socialLabel(platform))]));
  if (socials.length) out.push(el('div', { className: ['ds-socials'] }, socials));
  return out;
}
