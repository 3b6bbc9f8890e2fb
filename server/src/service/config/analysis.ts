import { ConfigDocument } from './configDocument';
import { SchemaWalk, walkSchema } from './schemaWalk';

const walks = new WeakMap<ConfigDocument, SchemaWalk>();

/** The schema walk of a parse, computed once and shared by diagnostics, colors and links. */
export function schemaWalkOf(config: ConfigDocument): SchemaWalk {
  let walk = walks.get(config);
  if (!walk) {
    walk = walkSchema(config.root);
    walks.set(config, walk);
  }
  return walk;
}
