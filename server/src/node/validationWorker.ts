/**
 * The worker thread that checks the documents open in the editor. It owns its own FsWorkspace and
 * language service and answers one `validate` at a time. It exists so that the server can give a
 * check a time budget: a check that runs past it cannot be interrupted inside the MDX parser, but
 * its thread can be terminated (see validationThread.ts), while the main thread keeps answering
 * completion and hover.
 */
import { parentPort } from 'node:worker_threads';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from './fsWorkspace';
import type { FromValidator, ToValidator } from './validationMessages';
import { DocsLanguageService } from '../service/languageService';
import { OverlayWorkspace } from '../service/workspaceCheck/overlay';

const port = parentPort!;
const workspace = new FsWorkspace();
/** Open OpenAPI files read as the editor holds them, as on the main thread (see server.ts). */
const specs = new OverlayWorkspace(workspace);
const service = new DocsLanguageService(specs);
const post = (message: FromValidator) => port.postMessage(message);

port.on('message', (message: ToValidator) => {
  switch (message.type) {
    case 'validate':
      try {
        const document = TextDocument.create(message.uri, message.languageId, message.version, message.text);
        post({ type: 'result', id: message.id, diagnostics: service.validate(document, message.settings) });
      } catch (e) {
        post({ type: 'failed', id: message.id, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      }
      break;
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
      break;
  }
});
post({ type: 'ready' });
