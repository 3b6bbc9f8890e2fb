/**
 * Rule 16: live-looking credentials in code examples. Each pattern matches a real token format; a
 * match that looks like a placeholder (YOUR_API_KEY, <token>, xxxx, EXAMPLE) or has too little
 * entropy to be random is allowed, since examples are supposed to show where a key goes.
 */
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

interface SecretPattern {
  name: string;
  regex: RegExp;
  /** Minimum Shannon entropy (bits per char) of the token part; 0 to accept any. */
  minEntropy: number;
  /** The capture group holding the token (0 = whole match). */
  group?: number;
}

const PATTERNS: SecretPattern[] = [
  { name: 'AWS access key', regex: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, minEntropy: 0 },
  { name: 'GitHub token', regex: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g, minEntropy: 3 },
  { name: 'Stripe live key', regex: /\b[sr]k_live_[0-9A-Za-z]{16,}\b/g, minEntropy: 3 },
  { name: 'Slack token', regex: /\bxox[abposr]-[0-9A-Za-z-]{10,}\b/g, minEntropy: 3 },
  { name: 'private key', regex: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----\s*[A-Za-z0-9+/=]{40,}/g, minEntropy: 0 },
  { name: 'OpenAI/Anthropic API key', regex: /\bsk-(?:proj-|ant-(?:api\d\d-)?)?[A-Za-z0-9_-]{32,}\b/g, minEntropy: 4 },
  { name: 'Bearer token', regex: /\bBearer\s+([A-Za-z0-9\-._~+/]{24,}=*)/g, minEntropy: 4, group: 1 },
];

const PLACEHOLDER = /your|example|sample|dummy|fake|placeholder|replace|insert|redacted|default|xxxx|\*\*\*|\.\.\.|<|>|\$\{|\{\{|1234|abcd|test/i;

/** A token that is base64 of placeholder text (`{"UserID":"defaultUser",…}` of a local dev server). */
function encodesPlaceholder(token: string): boolean {
  if (!/^[A-Za-z0-9+/]+=*$/.test(token) || token.length % 4 !== 0) return false;
  let decoded: string;
  try {
    decoded = atob(token);
  } catch {
    return false;
  }
  return /^[\x20-\x7e]+$/.test(decoded) && PLACEHOLDER.test(decoded);
}

export const secretsRule: PageRule<NoData<'secret-in-code'>> = {
  codes: {
    'secret-in-code': { title: 'Secret in a code example', severity: 'error', description: 'A live-looking credential in a code example.',
      guidance: { area: 'Code examples', text: 'Never include real API keys, tokens, passwords or other secrets.' },
    },
  },
  check(ctx, report) {
    const { text } = ctx.page;
    for (const block of ctx.page.codeBlocks) {
      // Scan the source text of the block, so offsets need no mapping from the (dedented) value.
      const source = text.slice(block.valueStart, block.span.end);
      // One token can match two patterns (an API key after `Bearer`); report it once.
      const reported = new Set<number>();
      for (const pattern of PATTERNS) {
        pattern.regex.lastIndex = 0;
        for (let m = pattern.regex.exec(source); m; m = pattern.regex.exec(source)) {
          const token = m[pattern.group ?? 0];
          if (PLACEHOLDER.test(token) || encodesPlaceholder(token) || entropy(token) < pattern.minEntropy) continue;
          const start = block.valueStart + m.index + m[0].indexOf(token);
          if (reported.has(start)) continue;
          reported.add(start);
          report('secret-in-code', { start, end: start + Math.min(token.length, 80) }, `This looks like a real ${pattern.name}. Never publish credentials: use a placeholder such as \`<API_KEY>\`.`);
        }
      }
    }
  },
};

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
