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
import type { RenameJob, ServerJob } from './validationThread';
import { DocsLanguageService, OverlayWorkspace, uriToPath } from '../../service/src';

const workspace = new FsWorkspace();
/** Open JSON and YAML files (docs.json, its `$ref` parts, OpenAPI files) read as the editor holds them (see server.ts). */
const specs = new OverlayWorkspace(workspace);
const service = new DocsLanguageService(specs);

/** Versions of docs.json texts a rename reads: negative and never reused, so no cached parse matches them. */
let diskVersion = 0;

const snapshot = (d: { uri: string; languageId: string; version: number; text: string }) => TextDocument.create(d.uri, d.languageId, d.version, d.text);

/** Rename edits from each docs.json as the editor holds it, else as the disk does. */
function renameEdits({ configs, renames, openTexts }: RenameJob): unknown {
  const documents = configs.flatMap(({ uri, text }) => {
    const path = uriToPath(uri);
    const read = text ?? (path ? workspace.readFile(path) : undefined);
    return read === undefined ? [] : [TextDocument.create(uri, 'json', --diskVersion, read)];
  });
  return service.renameEdits(documents, renames, (path) => openTexts[path]);
}

serveBudgetedJobs<ServerJob, unknown>(
  (request) => {
    switch (request.kind) {
      case 'check': {
        const document = snapshot(request.job);
        return { diagnostics: service.validate(document, request.job.settings), kind: service.kindOf(document) };
      }
      case 'completion':
        return service.complete(snapshot(request.job.document), request.job.position, request.job.settings);
      case 'hover':
        return service.hover(snapshot(request.job.document), request.job.position, request.job.settings);
      case 'documentSymbols':
        return service.documentSymbols(snapshot(request.job.document));
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
    }
  },
  (raw) => {
    const message = raw as ToValidator;
    switch (message.type) {
      case 'spec':
        if (message.text === undefined) specs.close(message.path);
        else specs.setOpen(message.path, message.text);
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
