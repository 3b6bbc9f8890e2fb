/**
 * ParamField and ResponseField (the catalog's variant `param` or `response`): the name, then badges
 * for location, type, labels, required, default and deprecated, then the description.
 */
import type { ElementContent } from 'hast';
import { PARAM_LOCATIONS } from '../../../catalog/src';
import { bool, display, list, str } from '../attributes';
import { el, text } from '../hast';
import type { ComponentRenderer } from './context';

const badge = (kind: string, label: string): ElementContent => el('span', { className: ['ds-badge', 'ds-badge-' + kind] }, [text(label)]);

export const field: ComponentRenderer = (ctx) => {
  const { attrs } = ctx;
  const kind = ctx.spec.render.variant ?? 'param';
  const badges: ElementContent[] = [];
  let name: string | undefined;
  if (kind === 'param') {
    // The location attribute's name is where the parameter goes; its value is the parameter's name.
    const location = PARAM_LOCATIONS.find((l) => attrs.has(l));
    name = location ? str(attrs, location) : undefined;
    if (location) badges.push(badge('location', location));
  } else {
    name = str(attrs, 'name');
    for (const pre of list(attrs, 'pre')) badges.push(badge('pre', pre));
  }
  const type = str(attrs, 'type');
  if (type) badges.push(badge('type', type));
  if (kind === 'response') for (const post of list(attrs, 'post')) badges.push(badge('post', post));
  if (bool(attrs, 'required')) badges.push(badge('required', 'required'));
  const def = display(attrs, 'default');
  if (def !== undefined) badges.push(badge('default', 'default: ' + def));
  if (bool(attrs, 'deprecated')) badges.push(badge('deprecated', 'deprecated'));
  const body = ctx.children();
  return el('div', { className: ['ds-field', 'ds-field-' + kind, bool(attrs, 'deprecated') ? 'is-deprecated' : ''].filter(Boolean) }, [
    el('div', { className: ['ds-field-head'] }, [el('code', { className: ['ds-field-name'] }, [text(name ?? '(unnamed)')]), ...badges]),
    body.length ? el('div', { className: ['ds-field-body'] }, body) : undefined,
  ]);
};
