/**
 * The site generator's own validator and converter (npm @mintlify/validation, a devDependency used
 * only here as an oracle; never imported by server/ or client/). It is an ES module, so tests load
 * it with a dynamic import.
 */
import assert from 'node:assert/strict';

type Vendor = {
  validateDocsConfig(config: unknown): Promise<{ success: boolean; error?: { issues: unknown[] } }>;
  upgradeToDocsConfig(config: unknown): Record<string, unknown>;
};

let vendor: Promise<Vendor> | undefined;

export function loadVendor(): Promise<Vendor> {
  vendor ??= import('@mintlify/validation') as unknown as Promise<Vendor>;
  return vendor;
}

/** Fails with the vendor's issues when it rejects the config. */
export async function assertVendorAccepts(config: unknown, label = 'config'): Promise<void> {
  const { validateDocsConfig } = await loadVendor();
  const outcome = await validateDocsConfig(config);
  assert.ok(outcome.success, `${label} is rejected by validateDocsConfig: ${String(JSON.stringify(outcome.error?.issues ?? outcome.error)).slice(0, 1500)}`);
}

/** Every page path listed anywhere in a today-layout navigation (not hrefs, not group names). */
export function listedPages(navigation: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(navigation)) {
    for (const item of navigation) listedPages(item, into);
  } else if (navigation && typeof navigation === 'object') {
    for (const [key, value] of Object.entries(navigation)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const page of value) typeof page === 'string' ? into.add(page) : listedPages(page, into);
      } else if (typeof value === 'object') listedPages(value, into);
    }
  }
  return into;
}
