/**
 * The component renderers, registered by the catalog's render kind: the preview draws a component
 * with the renderer of its catalog entry's `render.kind`. A new kind is added here and in
 * `RenderKind`; the `Record` type makes a kind without a renderer a build error.
 */
import type { RenderKind } from '../../../catalog/src';
import type { ComponentRenderer } from './context';
import { accordion } from './accordion';
import { callout } from './callout';
import { card } from './card';
import { codeGroup } from './codeGroup';
import { container } from './container';
import { expandable } from './expandable';
import { field } from './field';
import { frame } from './frame';
import { grid } from './grid';
import { badge, icon, latex } from './inline';
import { loneStep, steps } from './steps';
import { loneTab, tabs } from './tabs';
import { tooltip } from './tooltip';
import { update } from './update';
import { vendorBox } from './vendorBox';
import { visibility } from './visibility';

export const COMPONENT_RENDERERS: Readonly<Record<RenderKind, ComponentRenderer>> = {
  callout,
  'code-group': codeGroup,
  steps,
  step: loneStep,
  tabs,
  tab: loneTab,
  container,
  accordion,
  grid,
  card,
  field,
  expandable,
  frame,
  tooltip,
  update,
  icon,
  badge,
  latex,
  'vendor-box': vendorBox,
  visibility,
};

export type { ComponentContext, ComponentRenderer, JsxNode } from './context';
