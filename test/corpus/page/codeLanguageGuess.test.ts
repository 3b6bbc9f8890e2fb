/**
 * The code-block-language guess on real code (issue 38, item 1): every eighth code block of both
 * corpora that names its language has it hidden and guessed (service/src/page/codeLanguage.ts); a
 * guess is shown beside `text` only when the guesser is sure, and where it is shown it must be right
 * at least nine times in ten. Right means the language named, or one that highlights the same code
 * the same way (JavaScript for TypeScript, bash for shell, C for C++, XML for HTML): the fix writes it.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { parsePage } from '../../../mdx/src/parse';
import { PLAIN_TEXT, suggestCodeLanguage } from '../../../service/src/page/codeLanguage';
import { Highlighter } from '../../../service/src/text/highlight';

const CORPORA = ['corpus', 'corpus-modern'].map((name) => path.resolve('..', 'shared', name));
/** One block in SAMPLE_EVERY: the guess runs every grammar over a block, so the whole set takes minutes. */
const SAMPLE_EVERY = 8;

/** Names writers give a language, to the name the guesser gives it. */
const ALIASES: Record<string, string> = {
  sh: 'bash', zsh: 'bash', shell: 'bash', console: 'bash', curl: 'bash', shellscript: 'bash', terminal: 'bash',
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript', node: 'javascript', ts: 'typescript', tsx: 'typescript',
  py: 'python', python3: 'python', rb: 'ruby', html: 'xml', svg: 'xml', yml: 'yaml', golang: 'go', rs: 'rust', cs: 'csharp', 'c#': 'csharp',
  md: 'markdown', mdx: 'markdown', toml: 'ini', kt: 'kotlin', jsonc: 'json', json5: 'json', 'c++': 'cpp', h: 'c', env: 'ini', dotenv: 'ini',
  plaintext: 'text', txt: 'text', plain: 'text', none: 'text', output: 'text', log: 'text',
};
/** Languages whose code highlights alike: a guess of one for the other is right. */
const FAMILIES: Record<string, string> = { typescript: 'js', javascript: 'js', c: 'c', cpp: 'c', bash: 'sh', xml: 'xml' };
const family = (language: string) => {
  const name = ALIASES[language] ?? language;
  return FAMILIES[name] ?? name;
};

describe('code-block-language guesses on both corpora', () => {
  it('a guess is shown only where at least 90% are right', () => {
    const highlighter = new Highlighter();
    let blocks = 0;
    let shown = 0;
    let right = 0;
    const wrong = new Map<string, number>();
    for (const corpus of CORPORA) {
      const files = (fs.readdirSync(corpus, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
      for (const file of files) {
        for (const block of parsePage(fs.readFileSync(path.join(corpus, file), 'utf8')).codeBlocks) {
          if (!block.lang || !block.value.trim() || blocks++ % SAMPLE_EVERY !== 0) continue;
          const named = block.lang.toLowerCase().split(/[\s{]/)[0];
          const guess = suggestCodeLanguage(block.value, highlighter);
          if (guess === PLAIN_TEXT) continue;
          shown++;
          if (family(guess) === family(named)) right++;
          else wrong.set(`${named} → ${guess}`, (wrong.get(`${named} → ${guess}`) ?? 0) + 1);
        }
      }
    }
    const share = right / shown;
    const worst = [...wrong].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`code-block-language: ${blocks} blocks name a language; of ${Math.ceil(blocks / SAMPLE_EVERY)} sampled, ${shown} guesses shown, ${(share * 100).toFixed(1)}% right (most wrong: ${worst})`);
    assert.ok(blocks > 20_000, `${blocks} blocks`);
    assert.ok(shown > 800, `only ${shown} guesses shown: the guesser hardly helps`);
    assert.ok(share >= 0.9, `${(share * 100).toFixed(1)}% of ${shown} guesses right; most wrong: ${worst}`);
  });
});
