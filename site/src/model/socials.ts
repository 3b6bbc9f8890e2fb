/**
 * The footer's social platforms, read from the schema of today's layout, the one description of
 * docs.json: its `footer.socials` keys are the platforms, each with its display `title`. The spec's
 * old `footerSocials` keys are a subset of them.
 */
import todaySchemaJson from '../../../schemas/docs-today.schema.json';

type PlatformSchema = { title?: string };
const platforms = (todaySchemaJson as unknown as { definitions: { footer: { properties: { socials: { properties: Record<string, PlatformSchema> } } } } })
  .definitions.footer.properties.socials.properties;

/** Today's footer social keys. */
export const SOCIAL_PLATFORMS: readonly string[] = Object.keys(platforms);

/** How a platform is named to readers ("GitHub", "Hacker News"); an unknown one by its key. */
export function socialLabel(platform: string): string {
  return (Object.prototype.hasOwnProperty.call(platforms, platform) ? platforms[platform].title : undefined) ?? platform;
}
