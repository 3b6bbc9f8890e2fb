/**
 * The worker thread that does the language server's work on workspace content (see
 * validationThread.ts): checks of open documents, completion, hover, outlines and links, quick fixes,
 * go to definition, rename edits, the names and landing pages of sites. It owns its own FsWorkspace
 * and language service and answers one job at a time; a request on a version it just checked reuses
 * that parse.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from './fsWorkspace';
import { serveBudgetedJobs } from './budgetedWorker';
import type { ToValidator } from './validationMessages';
import type { CheckResult, RenameJob, ServerJob } from './validationThread';
import { DocsLanguageService, OverlayWorkspace, anchorFingerprint, hashText, uriToPath } from '../../service/src';

const workspace = new FsWorkspace();
/** Every open file of a site read as the editor holds it, unsaved edits included (see server.ts). */
const editorTexts = new OverlayWorkspace(workspace);
const service = new DocsLanguageService(editorTexts);

/** Versions of docs.json texts a rename reads: negative and never reused, so no cached parse matches them. */
let diskVersion = 0;

const snapshot = (d: { uri: string; languageId: string; version: number; text: string }) => TextDocument.create(d.uri, d.languageId, d.version, d.text);

/** Rename edits from each docs.json as the editor holds it, else as the disk does. */
function renameEdits({ configs, renames, openTexts, redirects }: RenameJob): unknown {
  const documents = configs.flatMap(({ uri, text }) => {
    const path = uriToPath(uri);
    const read = text ?? (path ? workspace.readFile(path) : undefined);
    return read === undefined ? [] : [TextDocument.create(uri, 'json', --diskVersion, read)];
  });
  return service.renameEdits(documents, renames, (path) => openTexts[path], redirects);
}

serveBudgetedJobs<ServerJob, unknown>(
  (request) => {
    switch (request.kind) {
      case 'check': {
        const document = snapshot(request.job);
        const diagnostics = service.validate(document, request.job.settings);
        const kind = service.kindOf(document);
        // The parse the check just made: its anchors cost no second parse.
        const anchors = kind === 'page' ? hashText(anchorFingerprint(service.parsedPage(document))) : undefined;
        return { diagnostics, kind, anchors } satisfies CheckResult;
      }
      case 'completion':
        return service.complete(snapshot(request.job.document), request.job.position, request.job.settings);
      case 'hover':
        return service.hover(snapshot(request.job.document), request.job.position, request.job.settings);
      case 'documentSymbols':
        return service.documentSymbols(snapshot(request.job.document));
      case 'codeLenses':
        return service.codeLenses(snapshot(request.job.document));
      case 'documentLinks':
        return service.documentLinks(snapshot(request.job.document));
      case 'codeActions': {
        const { document, range, diagnostics, settings, createFiles } = request.job;
        return service.codeActions(snapshot(document), range, diagnostics, settings, { createFiles });
      }
      case 'definition':
        return service.definition(snapshot(request.job.document), request.job.position);
      case 'rename':
        return renameEdits(request.job);
      case 'site': {
        const model = service.siteModel(request.job.configPath, request.job.text);
        return { name: model.name, layout: model.layout };
      }
      case 'landingPage':
        return service.landingPage(request.job.configPath) ?? null;
      case 'translations':
        return service.translations(request.job.configPath);
      case 'agentFiles':
        return service.agentFiles(request.job.configPath);
    }
  },
  (raw) => {
    const message = raw as ToValidator;
    switch (message.type) {
      case 'text':
        if (message.text === undefined) editorTexts.close(message.path);
        else editorTexts.setOpen(message.path, message.text);
        break;
      case 'forget':
        service.forget(message.uri);
        break;
      case 'files':
        for (const path of message.created) workspace.fileCreated(path);
        for (const path of message.deleted) workspace.fileDeleted(path);
        for (const path of message.changed) workspace.fileChanged(path);
        break;
    }
  },
);
