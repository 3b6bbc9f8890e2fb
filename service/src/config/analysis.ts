import { ConfigDocument } from './configDocument';
import { JSONSchema, schemaForLayout } from './schema';
import { SchemaWalk, walkSchema } from './schemaWalk';

const walks = new WeakMap<ConfigDocument, SchemaWalk>();

/** The schema of a parse: the one of its layout (today's or the spec's old one). */
export function schemaOf(config: ConfigDocument): JSONSchema {
  return schemaForLayout(config.layout);
}

/** The schema walk of a parse, computed once and shared by diagnostics, colors and links. */
export function schemaWalkOf(config: ConfigDocument): SchemaWalk {
  let walk = walks.get(config);
  if (!walk) {
    walk = walkSchema(config.root, schemaOf(config));
    walks.set(config, walk);
  }
  return walk;
}
