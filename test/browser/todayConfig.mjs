// The sample site's pages under a docs.json in today's layout: languages, versions, tabs, a dropdown,
// global anchors, navbar, banner, footer columns and appearance. Shared by the browser checks and
// the screenshots.
export function todayConfig(overrides = {}) {
  return JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme Weather API',
    colors: { primary: '#0E7490', light: '#22D3EE', dark: '#155E75' },
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme-weather.example.com' },
    favicon: '/favicon.svg',
    background: { color: { light: '#FFFFFF', dark: '#0B1120' }, decoration: 'gradient' },
    navbar: {
      links: [{ label: 'Status', href: 'https://status.acme-weather.example.com' }],
      primary: { type: 'button', label: 'Get an API key', href: 'https://acme-weather.example.com/signup' },
    },
    banner: { content: 'Forecast v2 is out: read the [migration guide](/guides/webhooks).', dismissible: true },
    footer: {
      socials: { github: 'https://github.com/acme', x: 'https://x.com/acme' },
      links: [
        { header: 'Product', items: [{ label: 'Pricing', href: 'https://acme-weather.example.com/pricing' }, { label: 'Status', href: 'https://status.acme-weather.example.com' }] },
        { header: 'Company', items: [{ label: 'Blog', href: 'https://acme-weather.example.com/blog' }] },
      ],
    },
    navigation: {
      global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/acme' }] },
      versions: [
        {
          version: 'v2',
          default: true,
          tabs: [
            {
              tab: 'Guides',
              dropdowns: [
                {
                  dropdown: 'Build',
                  icon: 'hammer',
                  groups: [
                    { group: 'Get Started', pages: ['introduction', 'quickstart'] },
                    { group: 'Guides', pages: ['guides/authentication', 'guides/webhooks', 'guides/components-tour', { group: 'Advanced', pages: ['guides/advanced/rate-limits', 'guides/advanced/errors'] }] },
                  ],
                },
                { dropdown: 'Labs', icon: 'flask', groups: [{ group: 'Labs', pages: ['labs/air-quality'] }] },
              ],
            },
            {
              tab: 'API Reference',
              groups: [{ group: 'Endpoints', root: 'api-reference/introduction', pages: ['api-reference/locations/get-location', 'api-reference/forecast/get-forecast', 'POST /alerts'] }],
            },
            { tab: 'Changelog', pages: ['changelog/overview'] },
          ],
        },
        { version: 'v1', groups: [{ group: 'Version 1', pages: ['v1/overview'] }] },
      ],
    },
    ...overrides,
  }, null, 2);
}
