/**
 * The preview's render thread (see pageRenderer.ts): renders one page, or the site chrome around it,
 * at a time with the pure renderer, reading files from disk with the editor's unsaved texts on top
 * (renderThread.ts). It runs apart from the extension host's thread so that a page or a site that
 * renders slowly is stopped at the time budget instead of freezing VS Code.
 */
import { randomBytes } from 'node:crypto';
import { FsWorkspace, readTailwindTheme, serveBudgetedJobs } from '../../../host/src';
import { RenderThread } from './renderThread';
import type { RenderJob, RenderThreadReply } from './renderJob';

const thread = new RenderThread(new FsWorkspace(), () => randomBytes(18).toString('hex'), readTailwindTheme(__dirname));
serveBudgetedJobs<RenderJob, RenderThreadReply>(thread.handle, thread.message);
