/**
 * The top bar: the site banner, the logo (or favicon and name), the navbar links and `global` links,
 * the product / language / version switchers, the primary button, the mode toggle, and the tab bar.
 * Below the side-by-side breakpoint a menu button opens the sidebar as a drawer (webview/src/drawer.ts).
 */
import type { Element, ElementContent } from 'hast';
import type { SiteModel } from '../../site/src';
import { el, text } from './hast';
import { glyph } from './icons';
import { type ChromeContext, navIcon, navLink, switcherSelect } from './chromeParts';
import type { NavLinkItem, NavView } from './chromeNavigation';

export interface CallToAction {
  kind: 'link' | 'github' | 'discord';
  label: string;
  url: string;
}

/** The primary button: a link with its label, or for GitHub the repository (`owner/repo`) from the URL. */
export function ctaOf(model: SiteModel): CallToAction | undefined {
  const primary = model.navbar.primary;
  if (!primary) return undefined;
  if (primary.type === 'github') {
    const m = /^https?:\/\/(?:www\.)?github\.com\/([^/?#]+)(?:\/([^/?#]+))?/i.exec(primary.href);
    const repository = m ? (m[2] ? `${m[1]}/${m[2].replace(/\.git$/, '')}` : m[1]) : primary.href.replace(/^https?:\/\//, '');
    return { kind: 'github', label: primary.label ?? repository, url: primary.href };
  }
  if (primary.type === 'discord') return { kind: 'discord', label: primary.label ?? 'Discord', url: primary.href };
  return { kind: 'link', label: primary.label ?? primary.href, url: primary.href };
}

/**
 * The banner's `content` is simple MDX; the chrome shows its words only (links become their text),
 * so nothing in it can add markup to the chrome.
 */
export function bannerText(content: string): string {
  return content
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

export function topbar(ctx: ChromeContext, view: NavView, modeHidden: boolean): ElementContent[] {
  const { model } = ctx;
  const name = model.name ?? 'Documentation';
  const out: ElementContent[] = [];
  if (model.banner) {
    const words = bannerText(model.banner.content);
    if (words) {
      out.push(
        el('div', { className: ['ds-site-banner', 'ds-site-banner-' + (model.banner.type ?? 'info')], role: 'status' }, [
          el('span', { className: ['ds-site-banner-text'] }, [text(words)]),
          model.banner.dismissible &&
            el('button', { type: 'button', className: ['ds-site-banner-close'], dataDsAction: 'dismiss-banner', ariaLabel: 'Dismiss banner', title: 'Dismiss' }, [text('×')]),
        ]),
      );
    }
  }

  const logoLight = ctx.asset(model.logo?.light) ?? ctx.asset(model.logo?.dark);
  const logoDark = ctx.asset(model.logo?.dark) ?? logoLight;
  const faviconLight = ctx.asset(model.favicon?.light) ?? ctx.asset(model.favicon?.dark);
  const faviconDark = ctx.asset(model.favicon?.dark) ?? faviconLight;
  // Without a logo the site shows its favicon beside its name.
  const brand: ElementContent[] = logoLight
    ? [el('img', { className: ['ds-logo', 'ds-logo-light'], src: logoLight, alt: name }), el('img', { className: ['ds-logo', 'ds-logo-dark'], src: logoDark!, alt: name })]
    : [
        ...(faviconLight
          ? [el('img', { className: ['ds-favicon', 'ds-logo-light'], src: faviconLight, alt: '' }), el('img', { className: ['ds-favicon', 'ds-logo-dark'], src: faviconDark!, alt: '' })]
          : []),
        el('span', { className: ['ds-site-name'] }, [text(name)]),
      ];
  const left: ElementContent[] = [menuButton(), el('a', { className: ['ds-brand'], href: model.logo?.href ?? '/', title: name }, brand)];

  const right: ElementContent[] = [];
  for (const link of model.navbar.links) right.push(el('a', { className: ['ds-topbar-link'], href: link.href }, [text(link.label)]));
  for (const link of view.globalLinks) right.push(navLink(link, ['ds-topbar-link'], [text(link.label)]));
  for (const switcher of view.switchers) right.push(switcherSelect(switcher));
  const cta = ctaOf(model);
  if (cta) {
    right.push(
      el('a', { className: ['ds-cta', 'ds-cta-' + cta.kind], href: cta.url }, cta.kind === 'github'
        ? [el('span', { className: ['ds-cta-github-mark'], ariaHidden: 'true' }, [text('★')]), text(' ' + cta.label)]
        : [text(cta.label)]),
    );
  }
  right.push(
    // Not a control of the published site: the preview's "As agents read it" (the page's Markdown view).
    el('button', { type: 'button', className: ['ds-agent-toggle'], dataDsAction: 'toggle-agents', ariaLabel: 'As agents read it', title: 'As agents read it: the Markdown agents get for this page' }, [text('MD')]),
    el('button', { type: 'button', className: ['ds-mode-toggle'], dataDsAction: 'toggle-mode', ariaLabel: 'Toggle light and dark mode', title: 'Toggle light and dark mode', hidden: modeHidden }, [
      el('span', { className: ['ds-mode-icon-light'], ariaHidden: 'true' }, [text('☀')]),
      el('span', { className: ['ds-mode-icon-dark'], ariaHidden: 'true' }, [text('☾')]),
    ]),
  );
  out.push(el('div', { className: ['ds-topbar-row'] }, [...left, el('div', { className: ['ds-topbar-right'] }, right)]));
  if (view.tabs.length) {
    // Tabs with `align: "end"` follow the others at the far end of the bar, in their written order.
    const start = view.tabs.filter((t) => !t.alignEnd);
    const end = view.tabs.filter((t) => t.alignEnd);
    const tab = (t: NavLinkItem, first: boolean) =>
      navLink(t, ['ds-navtab', t.active ? 'is-active' : '', t.alignEnd && first ? 'is-end' : ''], [...navIcon(ctx, t.icon, t.iconStyle), text(t.label)]);
    out.push(el('nav', { className: ['ds-navtabs'], ariaLabel: 'Tabs' }, [...start.map((t) => tab(t, false)), ...end.map((t, i) => tab(t, i === 0))]));
  }
  return out;
}

/**
 * The menu button for narrow previews (the stylesheet shows it only there). It controls the sidebar,
 * `#ds-sidebar`: the webview script sets `aria-controls` (which the sanitizer does not keep) and keeps
 * `aria-expanded` and the label in step with the drawer.
 */
function menuButton(): Element {
  const bars = glyph('menu');
  bars.properties.width = bars.properties.height = '20';
  return el('button', { type: 'button', className: ['ds-menu-button'], dataDsAction: 'toggle-nav', ariaExpanded: 'false', ariaLabel: 'Open navigation', title: 'Navigation' }, [bars]);
}
