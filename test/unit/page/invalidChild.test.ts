/** The `invalid-child` rule: catalog components directly inside a container that holds only certain ones. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { FM, check, expectCode } from './helpers';
import { COMPONENTS } from '../../../catalog/src/components';

const codes = (text: string): string[] => check(text).filter((d) => d.code === 'invalid-child').map((d) => String(d.message));

describe('invalid-child', () => {
  it('reports a Note among the Step elements of Steps, as a warning at its name', () => {
    const text = FM + '<Steps>\n  <Step title="a">x</Step>\n\n  <Note>Between steps.</Note>\n\n  <Step title="b">y</Step>\n</Steps>\n';
    const d = expectCode(text, 'invalid-child', [[7, 3, 7, 7]]);
    const found = d.find((x) => x.code === 'invalid-child')!;
    assert.equal(found.severity, DiagnosticSeverity.Warning);
    assert.equal(found.message, '`<Steps>` holds only <Step>; this `<Note>` renders outside them.');
  });

  it('reports tags written on adjacent lines (one paragraph) too', () => {
    expectCode(FM + '<Steps>\n<Step title="a">x</Step>\n<Tip>t</Tip>\n</Steps>\n', 'invalid-child', [[6, 1, 6, 4]]);
  });

  it('reports a Card in AccordionGroup and an Accordion in CardGroup', () => {
    const text = FM + '<AccordionGroup>\n  <Accordion title="a">x</Accordion>\n\n  <Card title="c">y</Card>\n</AccordionGroup>\n\n<CardGroup>\n  <Accordion title="b">z</Accordion>\n</CardGroup>\n';
    expectCode(text, 'invalid-child', [[7, 3, 7, 7], [11, 3, 11, 12]]);
  });

  it('judges dotted names by the catalog: Tree.File is a component, a member of an import is not', () => {
    assert.deepEqual(codes(FM + '<Tabs>\n  <Tab title="a">x</Tab>\n\n  <Tree.File name="a.ts" />\n</Tabs>\n'), ['`<Tabs>` holds only <Tab>; this `<Tree.File>` renders outside them.']);
    assert.deepEqual(codes(FM + 'import Icons from "/snippets/icons.mdx"\n\n<Tabs>\n  <Tab title="a">x</Tab>\n\n  <Icons.Logo />\n</Tabs>\n'), []);
    // Tree also takes a Markdown list, so it holds more than its items and is not checked.
    assert.deepEqual(codes(FM + '<Tree>\n  <Tree.Folder name="app">\n    <Tree.File name="a.ts" />\n  </Tree.Folder>\n\n  <Note>n</Note>\n</Tree>\n'), []);
  });

  it('accepts the allowed children, text between them, and nested content of the items', () => {
    const text = FM + '<Steps>\n  Some text first.\n\n  <Step title="a">\n    <Note>Inside a step.</Note>\n  </Step>\n</Steps>\n\n<Tabs>\n  <Tab title="a">\n    <Warning>w</Warning>\n  </Tab>\n</Tabs>\n';
    assert.deepEqual(codes(text), []);
  });

  it('leaves imported snippets, page-defined components, the legacy Snippet include and HTML alone', () => {
    const text = FM + 'import InstallSteps from "/snippets/install-steps.mdx"\n\nexport const Extra = () => <b>x</b>\n\n<Steps>\n  <InstallSteps />\n\n  <Extra />\n\n  <div>html</div>\n</Steps>\n\n<CardGroup>\n  <Snippet file="cards.mdx" />\n</CardGroup>\n';
    assert.deepEqual(codes(text), []);
  });

  it('leaves a component inside a Markdown list in the container alone', () => {
    // Real pages use Steps around a numbered list, with notes in its items (openlit).
    assert.deepEqual(codes(FM + '<Steps>\n  1. Sign in.\n  1. Copy the key.\n     <Note>Keep it secret.</Note>\n</Steps>\n'), []);
  });

  it('accepts the callouts real pages put among an Expandable\'s fields, not other components', () => {
    const text = FM + '<ResponseField name="user" type="object">\n  <Expandable title="properties">\n    <Note>Only one of these.</Note>\n\n    <ResponseField name="id" type="string">x</ResponseField>\n\n    <Card title="c">y</Card>\n  </Expandable>\n</ResponseField>\n';
    assert.deepEqual(codes(text), ['`<Expandable>` holds only <ResponseField> or <ParamField>; this `<Card>` renders outside them.']);
  });

  it('a page that defines its own container is not judged by the catalog', () => {
    assert.deepEqual(codes(FM + 'import Steps from "/snippets/my-steps.mdx"\n\n<Steps>\n  <Note>n</Note>\n</Steps>\n'), []);
  });

  it('every childrenOnly container names its children in the catalog', () => {
    for (const c of COMPONENTS.filter((c) => c.childrenOnly)) assert.ok(c.children?.length, c.name);
  });
});
