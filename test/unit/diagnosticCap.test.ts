/** The per-file cap of diagnostics says what it leaves out, and never hides an error behind warnings. */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Diagnostic, DiagnosticSeverity, Range } from 'vscode-languageserver-types';
import { capDiagnostics, PROBLEMS_NOT_SHOWN } from '../../service/src/diagnostics';

const at = (line: number, severity: DiagnosticSeverity, code = 'x'): Diagnostic => ({ range: Range.create(line, 0, line, 1), severity, code, message: `${code} ${line}` });

describe('the diagnostic cap', () => {
  it('leaves a file under the cap as it is', () => {
    const all = [at(3, DiagnosticSeverity.Warning), at(1, DiagnosticSeverity.Error)];
    assert.equal(capDiagnostics(all, 5), all);
  });
  it('keeps errors first, in document order, and counts the rest in one notice as severe as the worst left out', () => {
    const all = [...Array.from({ length: 8 }, (_, i) => at(i, DiagnosticSeverity.Warning, 'w')), at(8, DiagnosticSeverity.Error, 'e'), at(9, DiagnosticSeverity.Information, 'i')];
    const capped = capDiagnostics(all, 5);
    assert.equal(capped.length, 5);
    assert.deepEqual(capped.slice(0, 4).map((d) => d.message), ['w 0', 'w 1', 'w 2', 'e 8']);
    const notice = capped[4];
    assert.equal(notice.code, PROBLEMS_NOT_SHOWN);
    assert.equal(notice.message, '6 more problems in this file not shown: a file lists at most 5, the most severe first.');
    assert.equal(notice.severity, DiagnosticSeverity.Warning);
    assert.deepEqual(notice.range, Range.create(0, 0, 0, 0));
  });
  it('a notice for errors left out is an error, so a check that hides one still fails', () => {
    const all = Array.from({ length: 7 }, (_, i) => at(i, DiagnosticSeverity.Error));
    const capped = capDiagnostics(all, 5);
    assert.equal(capped[4].severity, DiagnosticSeverity.Error);
    assert.match(String(capped[4].message), /^3 more problems/);
  });
  it('counts a huge file without running out of stack', () => {
    const all = Array.from({ length: 700_000 }, (_, i) => at(i, DiagnosticSeverity.Warning));
    assert.match(String(capDiagnostics(all)[499].message), /^699501 more problems/);
  });
  it('says "more than" when the check stopped collecting', () => {
    const all = Array.from({ length: 600 }, (_, i) => at(i, DiagnosticSeverity.Warning));
    assert.match(String(capDiagnostics(all, 500, true)[499].message), /^More than 101 more problems in this file not shown/);
  });
});
