/** The one gate for site values into the rules file (safeText.ts). */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { code, codeToken, literal, md, oneLine, quoted, type Md } from '../../../service/src/projectRules/safeText';

describe('safeText', () => {
  it('flattens breaks, controls, invisibles and bidi overrides to single spaces', () => {
    assert.equal(oneLine('a\n\n# b\r\n\t- c\u2028d\u200b\u202ee\u00a0f', 100), 'a # b - c d e f');
  });

  it('caps by characters, with an ellipsis, never splitting a surrogate pair', () => {
    assert.equal(oneLine('abcdefghij', 5), 'abcd…');
    assert.equal(oneLine('😀😀😀😀😀😀', 3), '😀😀…');
  });

  it('quotes prose and escapes whatever could start structure', () => {
    assert.equal(quoted('Acme Weather (beta) Q&A'), '"Acme Weather (beta) Q&A"');
    assert.equal(quoted('x\n# h\n- i\n+ j\n1. k\n> q <b>[l](u) *e* _f_ `c` | t ~s~ ![i] &#10; &lt; {x} "q"'), '"x \\# h \\- i \\+ j 1\\. k \\> q \\<b\\>\\[l\\](u) \\*e\\* \\_f\\_ \\`c\\` \\| t \\~s\\~ \\!\\[i\\] &\\#10; \\&lt; \\{x\\} \\"q\\""');
  });

  it('quotes a literal as inline code its content cannot close', () => {
    assert.equal(literal('/users/{id}'), '`/users/{id}`');
    assert.equal(literal('a ``` b\n# c'), '````a ``` b # c````');
    assert.equal(literal('Bearer '), '`Bearer `');
  });

  it('refuses a computed string as template text', () => {
    const fake = Object.assign(['# Injected'], { raw: ['# Injected'] }) as unknown as TemplateStringsArray;
    assert.throws(() => md(fake), TypeError);
    assert.throws(() => code(fake), TypeError);
    assert.equal(md`- ${quoted('a')} and ${2}`, '- "a" and 2');
  });

  it('passes a value into a code example only in the shape it stands for', () => {
    assert.equal(codeToken('https://api.orbit.dev/v1', 'url'), 'https://api.orbit.dev/v1');
    assert.equal(codeToken('https://x.dev" ; rm -rf /', 'url'), undefined);
    assert.equal(codeToken('/files/{file name}/raw data', 'path'), '/files/{file name}/raw data');
    assert.equal(codeToken('/a\n# b', 'path'), undefined);
    assert.equal(codeToken('x-orbit-key', 'header'), 'x-orbit-key');
    assert.equal(codeToken('x-key: y', 'header'), undefined);
    assert.equal(codeToken('Get a pet', 'title'), 'Get a pet');
    assert.equal(codeToken('Get "a" pet', 'title'), undefined);
    assert.equal(codeToken('a'.repeat(121), 'title'), undefined);
  });
});

// Type-level: a raw string is not Md, so `md` refuses it as a value (checked by tsc on this file).
// @ts-expect-error a site string must go through quoted() or literal()
void ((site: string): Md => md`- ${site}`);
