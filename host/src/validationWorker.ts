/**
 * The worker thread that checks the documents open in the editor (see validationThread.ts). It owns
 * its own FsWorkspace and language service and answers one check at a time.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { FsWorkspace } from './fsWorkspace';
import { serveBudgetedJobs } from './budgetedWorker';
import type { ToValidator } from './validationMessages';
import type { CheckJob } from './validationThread';
import { DocsLanguageService, OverlayWorkspace } from '../../service/src';

const workspace = new FsWorkspace();
/** Open OpenAPI files read as the editor holds them, as on the main thread (see server.ts). */
const specs = new OverlayWorkspace(workspace);
const service = new DocsLanguageService(specs);

serveBudgetedJobs<CheckJob, Diagnostic[]>(
  (job) => service.validate(TextDocument.create(job.uri, job.languageId, job.version, job.text), job.settings),
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
