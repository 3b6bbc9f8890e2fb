import type { PreviewState } from '../../preview/src/browser';

/**
 * "As agents read it" (the MD button of the top bar): the host renders the page's Markdown for
 * agents while `state.agentView` is set, reading it from the state message `save` posts. The
 * button looks pressed while the page shows that view (`html:has(.ds-agent-view)` in preview.css).
 */
export function toggleAgentView(state: PreviewState, save: () => void): void {
  state.agentView = !state.agentView;
  save();
}
