/**
 * The thread of "Create Project Rules" (see threadedRulesReader.ts): finds the sites and builds the
 * rules text, reading and parsing docs.json and the OpenAPI files here, under a time budget, so that
 * large specs stop the thread instead of freezing VS Code.
 */
import { serveBudgetedJobs } from '../../../host/src';
import { handleRulesJob } from './rulesThread';
import type { RulesJob, RulesReply } from './rulesJob';

serveBudgetedJobs<RulesJob, RulesReply>(handleRulesJob);
