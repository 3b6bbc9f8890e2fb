/**
 * The spec's writing rules and the page rules, derived: each area lists the guidelines no rule
 * checks (writingGuide.ts) and then every rule of the index that states `guidance` for it, with the
 * code `docsite check` reports. A rule added to the index with guidance appears here unchanged.
 */
import type { FrontmatterKeySpec } from '../../../../catalog/src';
import type { RuleEntry } from '../../ruleContract';
import { UNCHECKED_GUIDELINES, WRITING_AREAS, type WritingArea } from '../../writingGuide';
import { code, fenced, joinMd, literal, md, ownText, type Md } from '../safeText';

/** The areas that are sections of their own, in the spec's order; the page rules and MDX follow the example page. */
const SPEC_AREAS = WRITING_AREAS.filter((a) => a !== 'Page rules' && a !== 'MDX');

/** Guideline lines of one area: the unchecked ones, then the checked ones with their codes. */
function guidelines(rules: ReadonlyMap<string, RuleEntry>, area: WritingArea): { text: Md; code?: string }[] {
  const checked = [...rules.values()].filter((r) => r.guidance?.area === area).map((r) => ({ text: ownText(r.guidance!.text), code: r.code }));
  return [...UNCHECKED_GUIDELINES[area].map((text) => ({ text: ownText(text) })), ...checked];
}

/** The code `docsite check` reports for a checked guideline, so the writer can find it in the output. */
function checkedNote(ruleCode: string | undefined): Md {
  return ruleCode ? md` (\`docsite check\` reports ${literal(ruleCode)})` : md``;
}

export function writingRules(rules: ReadonlyMap<string, RuleEntry>, hasApi: boolean): Md[] {
  const out: Md[] = [];
  for (const area of SPEC_AREAS) {
    out.push(md`## ${ownText(area)}`, md``);
    for (const g of guidelines(rules, area)) out.push(md`- ${g.text}${checkedNote(g.code)}`);
    if (area === 'API documentation' && hasApi) out.push(md``, md`The site-specific details are in "API reference pages" below.`);
    out.push(md``);
  }
  return out;
}

export function pageRules(rules: ReadonlyMap<string, RuleEntry>, frontmatterKeys: readonly FrontmatterKeySpec[], hasApi: boolean): Md[] {
  const optional = frontmatterKeys.filter((k) => !k.required && !k.vendorOnly && (hasApi || !k.endpoint)).map((k) => md`\`${ownText(k.name)}\``);
  const numbered = guidelines(rules, 'Page rules').map((g, i) => md`${i + 1}. ${g.text}${checkedNote(g.code)}`);
  return [
    md`## Page rules`,
    md``,
    ...numbered,
    md``,
    fenced('mdx', [
      code`---`,
      code`title: "Schedule a weekly report"`,
      code`description: "Set up a report that arrives in your inbox every Monday, and change or stop it later."`,
      code`---`,
      code``,
      code`Weekly reports summarize last week's activity. Setting one up takes about two minutes.`,
      code``,
      code`## Create the report`,
      code``,
      code`1. Open **Reports** and select **New report**.`,
      code`2. Choose **Weekly** and select **Save**.`,
      code``,
      code`<Frame caption="The new report appears in the list with its next delivery date.">`,
      code`  ![Reports list showing a weekly report due next Monday](/images/weekly-report.png)`,
      code`</Frame>`,
    ]),
    md``,
    md`Optional frontmatter keys: ${joinMd(optional, ', ')}.`,
    md``,
    md`MDX is stricter than Markdown:`,
    md``,
    ...guidelines(rules, 'MDX').map((g) => md`- ${g.text}${checkedNote(g.code)}`),
    md``,
  ];
}
