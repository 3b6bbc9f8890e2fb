import { DocsWorkspace } from '../workspace';
import { dirname } from '../../../common/src';
import { readApiSources } from './apiSources';
import { readAgentSettings } from './agentSettings';
import { redirectPattern } from './redirects';
import { ConfigReader, Val, booleanOf, nonEmptyString, stringOf } from './configReader';
import { configFileNameOf, detectLayout } from './layout';
import { readLegacyNavigation } from './legacyNavigation';
import { colorPair, iconName, readTodayNavigation } from './todayNavigation';
import { ApiSource, AssetRef, AuthMethod, Division, Loc, NavLink, Redirect, SiteModel, WrittenString } from './types';

/**
 * Builds the site model of a configuration file (docs.json or mint.json) from either layout.
 * `text` is the file's current text when an editor holds it; otherwise it is read from disk.
 */
export function buildSiteModel(configPath: string, workspace: DocsWorkspace, text?: string): SiteModel {
  const docsRoot = dirname(configPath);
  const reader = new ConfigReader(docsRoot, workspace);
  const config = reader.rootOf(configPath, text);
  const rootNode = config?.node;
  const layout = detectLayout(rootNode, configFileNameOf(configPath) ?? 'docs.json');
  const fileLoc: Loc = { file: configPath, offset: 0, length: 0 };
  const get = (key: string) => reader.get(config, key);
  const assets: AssetRef[] = [];
  const asset = (value: Val | undefined, field: string): string | undefined => {
    const ref = nonEmptyString(value);
    if (ref && value) assets.push({ ref, field, loc: reader.loc(value) });
    return ref;
  };
  const pair = (value: Val | undefined, field: string): { light?: string; dark?: string } | undefined => {
    if (value?.node.type === 'string') {
      const ref = asset(value, field);
      return ref ? { light: ref, dark: ref } : undefined;
    }
    if (value?.node.type !== 'object') return undefined;
    return { light: asset(reader.get(value, 'light'), field + '.light'), dark: asset(reader.get(value, 'dark'), field + '.dark') };
  };

  const today = layout === 'today';
  const colors = get('colors');
  const logoValue = get('logo');
  const logo = pair(logoValue, 'logo');
  const navigation: Division = today ? readTodayNavigation(reader, get('navigation'), fileLoc) : readLegacyNavigation(reader, config, fileLoc);
  const apis: ApiSource[] = [
    ...readApiSources(reader, today ? reader.get(get('api'), 'openapi') : get('openapi'), 'openapi'),
    ...readApiSources(reader, today ? reader.get(get('api'), 'asyncapi') : undefined, 'asyncapi'),
    ...divisionApis(navigation),
  ];
  const background = today ? get('background') : undefined;
  const fonts = today ? get('fonts') : undefined;
  for (const font of [fonts, reader.get(fonts, 'heading'), reader.get(fonts, 'body')]) asset(reader.get(font, 'source'), 'fonts.source');
  if (today) asset(reader.get(get('thumbnails'), 'background'), 'thumbnails.background');

  return {
    layout,
    configPath,
    docsRoot,
    sources: reader.sources,
    name: nonEmptyString(get('name')),
    theme: nonEmptyString(get('theme')),
    colors: {
      primary: nonEmptyString(reader.get(colors, 'primary')),
      light: nonEmptyString(reader.get(colors, 'light')),
      dark: nonEmptyString(reader.get(colors, 'dark')),
    },
    writtenColors: {
      primary: writtenString(reader, reader.get(colors, 'primary')),
      light: writtenString(reader, reader.get(colors, 'light')),
      dark: writtenString(reader, reader.get(colors, 'dark')),
    },
    logo: logo && { ...logo, href: nonEmptyString(reader.get(logoValue, 'href')) },
    favicon: pair(get('favicon'), 'favicon'),
    iconLibrary: today ? iconLibraryOf(stringOf(reader.get(get('icons'), 'library'))) : undefined,
    appearance: today ? readAppearance(reader, get('appearance'), 'default', 'strict') : readAppearance(reader, get('modeToggle'), 'default', 'isHidden'),
    background: today
      ? {
          image: pair(reader.get(background, 'image'), 'background.image'),
          color: colorPair(reader, reader.get(background, 'color')),
          decoration: nonEmptyString(reader.get(background, 'decoration')),
        }
      : {
          image: pair(get('backgroundImage'), 'backgroundImage'),
          color: colorPair(reader, reader.get(colors, 'background')),
        },
    navbar: today ? readNavbar(reader, get('navbar')) : readLegacyTopbar(reader, get('topbarLinks'), get('topbarCtaButton')),
    footer: today ? readFooter(reader, get('footer')) : { socials: readSocials(reader, get('footerSocials')), columns: [] },
    banner: today ? readBanner(reader, get('banner')) : undefined,
    feedback: {
      suggestEdit: booleanOf(reader.get(get('feedback'), 'suggestEdit')) ?? false,
      raiseIssue: booleanOf(reader.get(get('feedback'), 'raiseIssue')) ?? false,
    },
    api: today ? readTodayApi(reader, get('api')) : readLegacyApi(reader, get('api')),
    apis,
    redirects: readRedirects(reader, get('redirects')),
    assets,
    navigation,
    versions: today ? [] : readLegacyVersions(reader, get('versions')),
    problems: reader.problems,
    // The reader's own counts, so the fields read below this line (agents) are counted too.
    expansion: reader.expansion,
    agents: readAgentSettings(reader, config, today),
    syntaxError: reader.syntaxError && { message: reader.syntaxError.message, loc: { file: configPath, offset: reader.syntaxError.offset, length: 0 }, wellFormed: reader.syntaxError.wellFormed },
  };
}

function writtenString(reader: ConfigReader, value: Val | undefined): WrittenString | undefined {
  const written = stringOf(value);
  return written === undefined || !value ? undefined : { value: written, loc: reader.loc(value) };
}

function iconLibraryOf(value: string | undefined): SiteModel['iconLibrary'] {
  return value === 'fontawesome' || value === 'lucide' || value === 'tabler' ? value : undefined;
}

function divisionApis(division: Division): ApiSource[] {
  const out = [...division.apis];
  for (const item of division.items) if (item.kind !== 'page') out.push(...divisionApis(item));
  return out;
}

function readAppearance(reader: ConfigReader, value: Val | undefined, defaultKey: string, hiddenKey: string): SiteModel['appearance'] {
  const mode = stringOf(reader.get(value, defaultKey));
  return {
    default: mode === 'light' || mode === 'dark' || mode === 'system' ? mode : undefined,
    strict: booleanOf(reader.get(value, hiddenKey)) ?? false,
  };
}

function readNavbar(reader: ConfigReader, navbar: Val | undefined): SiteModel['navbar'] {
  const links: NavLink[] = reader.items(reader.get(navbar, 'links')).flatMap((link) => {
    const href = nonEmptyString(reader.get(link, 'href'));
    const type = nonEmptyString(reader.get(link, 'type'));
    const label = nonEmptyString(reader.get(link, 'label')) ?? (type ? capitalise(type) : undefined);
    return href && label ? [{ label, href, type, icon: iconName(reader, reader.get(link, 'icon')) }] : [];
  });
  const primary = reader.get(navbar, 'primary');
  const type = stringOf(reader.get(primary, 'type'));
  const href = nonEmptyString(reader.get(primary, 'href'));
  return {
    links,
    primary: href && (type === 'button' || type === 'github' || type === 'discord')
      ? { type, href, label: nonEmptyString(reader.get(primary, 'label')) }
      : undefined,
  };
}

function readLegacyTopbar(reader: ConfigReader, links: Val | undefined, cta: Val | undefined): SiteModel['navbar'] {
  const navLinks: NavLink[] = reader.items(links).flatMap((link) => {
    const href = nonEmptyString(reader.get(link, 'url'));
    const type = nonEmptyString(reader.get(link, 'type'));
    const label = nonEmptyString(reader.get(link, 'name')) ?? (type ? capitalise(type) : undefined);
    return href && label ? [{ label, href, type }] : [];
  });
  const href = nonEmptyString(reader.get(cta, 'url'));
  const isGithub = stringOf(reader.get(cta, 'type')) === 'github';
  return {
    links: navLinks,
    primary: href ? { type: isGithub ? 'github' : 'button', href, label: nonEmptyString(reader.get(cta, 'name')) } : undefined,
  };
}

function readFooter(reader: ConfigReader, footer: Val | undefined): SiteModel['footer'] {
  return {
    socials: readSocials(reader, reader.get(footer, 'socials')),
    columns: reader.items(reader.get(footer, 'links')).map((column) => ({
      header: nonEmptyString(reader.get(column, 'header')),
      items: reader.items(reader.get(column, 'items')).flatMap((item) => {
        const label = nonEmptyString(reader.get(item, 'label'));
        const href = nonEmptyString(reader.get(item, 'href'));
        return label && href ? [{ label, href }] : [];
      }),
    })),
  };
}

/** Socials as a map `platform → url` (both layouts), or the spec's old array of `{ type, url }`. */
function readSocials(reader: ConfigReader, value: Val | undefined): SiteModel['footer']['socials'] {
  if (value?.node.type === 'array') {
    return reader.items(value).flatMap((item) => {
      const platform = nonEmptyString(reader.get(item, 'type'));
      const href = nonEmptyString(reader.get(item, 'url'));
      return platform && href ? [{ platform, href }] : [];
    });
  }
  return reader.keys(value).flatMap((platform) => {
    const href = nonEmptyString(reader.get(value, platform));
    return href ? [{ platform, href }] : [];
  });
}

function readBanner(reader: ConfigReader, banner: Val | undefined): SiteModel['banner'] {
  const content = nonEmptyString(reader.get(banner, 'content'));
  if (!content) return undefined;
  return { content, dismissible: booleanOf(reader.get(banner, 'dismissible')) ?? false, type: nonEmptyString(reader.get(banner, 'type')) };
}

function readTodayApi(reader: ConfigReader, api: Val | undefined): SiteModel['api'] {
  const mdx = reader.get(api, 'mdx');
  const auth = reader.get(mdx, 'auth');
  return {
    auth: auth ? { method: authMethod(stringOf(reader.get(auth, 'method'))), name: nonEmptyString(reader.get(auth, 'name')) } : undefined,
    servers: strings(reader, reader.get(mdx, 'server')),
    playground: nonEmptyString(reader.get(reader.get(api, 'playground'), 'display')),
  };
}

const PLAYGROUND_MODES: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };

function readLegacyApi(reader: ConfigReader, api: Val | undefined): SiteModel['api'] {
  const auth = reader.get(api, 'auth');
  const mode = stringOf(reader.get(reader.get(api, 'playground'), 'mode'));
  return {
    auth: auth
      ? {
          method: authMethod(stringOf(reader.get(auth, 'method'))),
          name: nonEmptyString(reader.get(auth, 'name')),
          inputPrefix: stringOf(reader.get(auth, 'inputPrefix')),
        }
      : undefined,
    servers: strings(reader, reader.get(api, 'baseUrl')),
    playground: api ? PLAYGROUND_MODES[mode ?? 'show'] ?? 'interactive' : undefined,
  };
}

function authMethod(value: string | undefined): AuthMethod | undefined {
  const m = value?.toLowerCase();
  return m === 'bearer' || m === 'basic' || m === 'key' || m === 'cobo' ? m : undefined;
}

function readRedirects(reader: ConfigReader, value: Val | undefined): Redirect[] {
  return reader.items(value).flatMap((item): Redirect[] => {
    const sourceValue = reader.get(item, 'source');
    const destinationValue = reader.get(item, 'destination');
    const source = stringOf(sourceValue);
    const destination = stringOf(destinationValue);
    if (source === undefined || destination === undefined || !sourceValue || !destinationValue) return [];
    return [{
      source,
      sourcePattern: redirectPattern(source),
      destination,
      permanent: booleanOf(reader.get(item, 'permanent')),
      loc: reader.loc(item),
      sourceLoc: reader.loc(sourceValue),
      destinationLoc: reader.loc(destinationValue),
    }];
  });
}

/** The spec's `versions`: names, or `{ name, url }` for a version hosted elsewhere. */
function readLegacyVersions(reader: ConfigReader, value: Val | undefined): SiteModel['versions'] {
  return reader.items(value).flatMap((item) => {
    const name = nonEmptyString(item) ?? nonEmptyString(reader.get(item, 'name'));
    return name ? [{ name, href: nonEmptyString(reader.get(item, 'url')), loc: reader.loc(item) }] : [];
  });
}

function strings(reader: ConfigReader, value: Val | undefined): string[] {
  if (value?.node.type === 'array') return reader.items(value).flatMap((v) => nonEmptyString(v) ?? []);
  const one = nonEmptyString(value);
  return one ? [one] : [];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
