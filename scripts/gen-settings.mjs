// Writes one `docsite.rules.<code>` setting per diagnostic rule into the "Rules" section of
// package.json's `contributes.configuration` (an array of titled sections, which the Settings editor
// shows as sub-sections of Docsite), generated from the rules themselves
// (service/src/ruleIndex.ts). `--check` fails when package.json has drifted.
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const check = process.argv.includes('--check');
const bundle = await esbuild.build({
  entryPoints: ['service/src/ruleIndex.ts'],
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  mainFields: ['module', 'main'],
  logLevel: 'error',
});
const module = { exports: {} };
new Function('module', 'exports', 'require', bundle.outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
// The preset is hand-written in ruleIndex.ts (it is no rule), but its key has the rule settings'
// shape, so it is written here too rather than dropped with them.
const generated = { ...module.exports.presetSettingContribution(), ...module.exports.ruleSettingContributions() };

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const sections = manifest.contributes.configuration;
const rules = Array.isArray(sections) && sections.find((s) => s.title === 'Rules');
if (!rules) {
  console.error('package.json: contributes.configuration has no section titled "Rules" to write the rule settings into');
  process.exit(1);
}
const isGenerated = (key) => /^docsite\.rules\.[a-z0-9-]+$/.test(key) && key !== 'docsite.rules.editorDirectory';
// A generated key left in another section would be contributed twice.
for (const section of sections) {
  if (section === rules) continue;
  for (const key of Object.keys(section.properties ?? {})) if (isGenerated(key)) delete section.properties[key];
}
const kept = Object.fromEntries(Object.entries(rules.properties).filter(([key]) => !isGenerated(key)));
delete kept['docsite.rules'];
// The preset first, the hand-written rules-file setting next, then one entry per rule.
const { 'docsite.rules.preset': preset, ...ruleEntries } = generated;
rules.properties = { 'docsite.rules.preset': preset, ...kept, ...ruleEntries };
const text = JSON.stringify(manifest, null, 2) + '\n';
if (check) {
  if (text !== readFileSync('package.json', 'utf8')) {
    console.error('package.json rule settings are out of date: run node scripts/gen-settings.mjs');
    process.exit(1);
  }
} else {
  writeFileSync('package.json', text);
  console.log(`wrote ${Object.keys(generated).length} rule settings (the preset included) to package.json`);
}
