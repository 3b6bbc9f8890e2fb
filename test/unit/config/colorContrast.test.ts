/** color-contrast: docs.json's colours against the page background, as `mint a11y` checks them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { contrastRatio } from '../../../service/src/config/rules/colorContrast';
import { config, makeSite, rangeOf, today, validate } from './helpers';
import { resolveSettings } from '../../../site/src/settings';


const contrast = (text: string) => validate(text).filter((d) => d.code === 'color-contrast');

describe('color-contrast', () => {
  it('computes WCAG ratios: black on white 21:1, a colour on itself 1:1, #777 on white 4.48:1', () => {
    assert.equal(contrastRatio('#000', '#FFFFFF'), 21);
    assert.equal(contrastRatio('#0D9373', '#0d9373'), 1);
    assert.equal(contrastRatio('#777777', '#FFF').toFixed(2), '4.48');
  });

  it('today\'s layout: primary on white (4.5:1) and dark on both backgrounds (3:1), a warning on the value with ratio and mode', () => {
    const text = today().replace('"colors": { "primary": "#0E7490" }', '"colors": { "primary": "#FFD700", "light": "#FFD700", "dark": "#333333" }');
    assert.deepEqual(
      contrast(text).map((d) => [d.message, d.range, d.severity]),
      [
        ['`colors.primary` #FFD700 on the light background (#FFFFFF) has a contrast ratio of 1.4:1; text needs 4.5:1 (WCAG AA).', rangeOf(text, '"#FFD700"'), DiagnosticSeverity.Warning],
        ['`colors.dark` #333333 on the dark background (#0B0C0F) has a contrast ratio of 1.5:1; buttons need 3:1 (WCAG AA).', rangeOf(text, '"#333333"'), DiagnosticSeverity.Warning],
      ],
    );
  });

  it('light on the dark background; a failing ratio never rounds up to the threshold (#777 is 4.4:1, not 4.5:1)', () => {
    const text = today().replace('"colors": { "primary": "#0E7490" }', '"colors": { "primary": "#777", "light": "#1F2937" }');
    assert.deepEqual(
      contrast(text).map((d) => [d.message, d.range]),
      [
        ['`colors.primary` #777 on the light background (#FFFFFF) has a contrast ratio of 4.4:1; text needs 4.5:1 (WCAG AA).', rangeOf(text, '"#777"')],
        ['`colors.light` #1F2937 on the dark background (#0B0C0F) has a contrast ratio of 1.3:1; text needs 4.5:1 (WCAG AA).', rangeOf(text, '"#1F2937"')],
      ],
    );
  });

  it('today\'s `background.color` replaces the default backgrounds in its mode', () => {
    const text = today(undefined, '"background": { "color": { "light": "#111111", "dark": "#F5F5F5" } }').replace('"#0E7490"', '"#222222", "light": "#EEEEEE"');
    assert.deepEqual(
      contrast(text).map((d) => [d.message, d.range]),
      [
        ['`colors.primary` #222222 on the light background (#111111) has a contrast ratio of 1.1:1; text needs 4.5:1 (WCAG AA).', rangeOf(text, '"#222222"')],
        ['`colors.light` #EEEEEE on the dark background (#F5F5F5) has a contrast ratio of 1:1; text needs 4.5:1 (WCAG AA).', rangeOf(text, '"#EEEEEE"')],
      ],
    );
  });

  it('the mint.json layout: `colors.background` gives the backgrounds', () => {
    const text = config('"colors": { "primary": "#0E7490", "dark": "#0B0C0F", "background": { "dark": "#0B0C0F" } }');
    assert.deepEqual(
      contrast(text).map((d) => [d.message, d.range]),
      [['`colors.dark` #0B0C0F on the dark background (#0B0C0F) has a contrast ratio of 1:1; buttons need 3:1 (WCAG AA).', rangeOf(text, '"#0B0C0F"')]],
    );
  });

  it('a `colors` object docs.json `$ref`s: checked as the build reads it, each finding in the file that writes the value, on it', () => {
    const part = '{\n  "primary": "#FFD700",\n  "dark": "#0E7490"\n}\n';
    // A key written beside the `$ref` wins over the file's (site/src/model/configReader.ts): that one is docs.json's.
    const text = today().replace('"colors": { "primary": "#0E7490" }', '"colors": { "$ref": "./theme/colors.json", "light": "#1F2937" }');
    assert.ok(text.includes('"$ref": "./theme/colors.json"'), text);
    const { service, document } = makeSite(text, { '/site/theme/colors.json': part });
    const settings = resolveSettings({});
    assert.deepEqual(
      service.validate(document, settings).filter((d) => d.code === 'color-contrast').map((d) => [d.message, d.range]),
      [['`colors.light` #1F2937 on the dark background (#0B0C0F) has a contrast ratio of 1.3:1; text needs 4.5:1 (WCAG AA).', rangeOf(text, '"#1F2937"')]],
    );
    const partDocument = TextDocument.create('file:///site/theme/colors.json', 'json', 1, part);
    assert.equal(service.kindOf(partDocument), 'configPart');
    assert.deepEqual(
      service.validate(partDocument, settings).filter((d) => d.code === 'color-contrast').map((d) => [d.message, d.range]),
      [['`colors.primary` #FFD700 on the light background (#FFFFFF) has a contrast ratio of 1.4:1; text needs 4.5:1 (WCAG AA).', rangeOf(part, '"#FFD700"')]],
    );
  });

  it('readable colours, unset colours and colours that are no hex code (invalid-color\'s finding) give none', () => {
    assert.deepEqual(contrast(today().replace('"#0E7490"', '"#0E7490", "light": "#67E8F9", "dark": "#0E7490"')), []);
    assert.deepEqual(contrast(today().replace('"#0E7490"', '"yellow"')), []);
    assert.deepEqual(contrast(config()), []);
  });
});
