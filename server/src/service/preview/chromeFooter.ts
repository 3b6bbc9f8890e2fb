/** The footer: the spec's feedback buttons, today's link columns, and the social links. */
import type { ElementContent } from 'hast';
import type { SiteModel } from '../model/types';
import { el, text } from './hast';

const SOCIAL_LABELS: Record<string, string> = {
  website: 'Website', facebook: 'Facebook', x: 'X', 'x-twitter': 'X', twitter: 'Twitter', discord: 'Discord', slack: 'Slack',
  github: 'GitHub', linkedin: 'LinkedIn', instagram: 'Instagram', 'hacker-news': 'Hacker News', youtube: 'YouTube',
  medium: 'Medium', telegram: 'Telegram', bluesky: 'Bluesky', threads: 'Threads', reddit: 'Reddit', podcast: 'Podcast',
  'earth-americas': 'Website',
};

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
    el('a', { className: ['ds-social', 'ds-social-' + platform.replace(/[^a-z-]/g, '')], href, title: SOCIAL_LABELS[platform] ?? platform }, [text(SOCIAL_LABELS[platform] ?? platform)]));
  if (socials.length) out.push(el('div', { className: ['ds-socials'] }, socials));
  return out;
}
