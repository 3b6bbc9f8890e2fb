// The benchmark's site for issue 40: one page that imports 5 MDX snippets (each with a prop) and
// uses 20 site components from a .jsx file, styled with Tailwind classes and `style` objects, as
// the real sites that define their own components write them.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export function writeSiteComponentsSite(): { dir: string; page: string; text: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-site-components-'));
  fs.mkdirSync(path.join(dir, 'snippets'));
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Bench', theme: 'mint', colors: { primary: '#15803D' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
  for (let i = 1; i <= 5; i++) {
    fs.writeFileSync(path.join(dir, 'snippets', `step-${i}.mdx`), `Step ${i} for **{product}**: run the command below and read what it prints.\n\n\`\`\`bash\nnpx setup --step ${i}\n\`\`\`\n`);
  }
  fs.writeFileSync(
    path.join(dir, 'snippets', 'chat.jsx'),
    [
      'export const SlackMessage = ({ author, time, children, reactions = [] }) => (',
      '  <div className="rounded-lg border border-gray-200 px-3 py-2 my-2 dark:border-zinc-700" style={{ borderLeft: "4px solid #4A154B" }}>',
      '    <div className="flex items-center gap-2">',
      '      <span className="font-semibold text-sm">{author}</span>',
      '      {time && <span className="text-xs text-gray-500">{time}</span>}',
      '    </div>',
      '    <div className="text-sm mt-1">{children}</div>',
      '    {reactions.length > 0 && <div className="flex gap-1 mt-1">{reactions.map((r) => <span className="rounded bg-gray-100 px-1 text-xs">{r}</span>)}</div>}',
      '  </div>',
      ');',
      '',
    ].join('\n'),
  );
  const lines = ['---', 'title: "Site components"', '---', '', ...[1, 2, 3, 4, 5].map((i) => `import Step${i} from '/snippets/step-${i}.mdx'`), "import { SlackMessage } from '/snippets/chat.jsx'", '', 'This page is the showcase of snippets and the site\'s own components.', ''];
  for (let i = 1; i <= 20; i++) {
    // A section per snippet, as real pages are written: a keystroke re-renders the section it is in.
    if (i % 4 === 1) lines.push(`## Part ${(i - 1) / 4 + 1}`, '', `<Step${(i - 1) / 4 + 1} product="Docsite" />`, '');
    lines.push(`<SlackMessage author="Person ${i}" time="9:${String(i).padStart(2, '0')}" reactions={["+1", "eyes"]}>`, `  Message ${i}: the deploy went out.`, '</SlackMessage>', '');
  }
  const page = path.join(dir, 'index.mdx');
  const text = lines.join('\n');
  fs.writeFileSync(page, text);
  return { dir, page, text };
}
