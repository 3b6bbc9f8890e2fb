import { CodeActionKind } from 'vscode-languageserver-types';
import { makeSite } from '../config/helpers';

const wholeFile = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** The upgrade actions the service offers on a docs.json holding `config`, asked for the whole file. */
export function upgradeActionsThroughService(config: string) {
  const { service, document } = makeSite(config);
  return service.codeActions(document, wholeFile, []).filter((a) => a.kind === CodeActionKind.RefactorRewrite);
}
