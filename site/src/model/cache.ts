import { DocsWorkspace } from '../workspace';
import { buildSiteModel } from './build';
import { SiteModel } from './types';
import { BoundedCache } from '../../../common/src';

/** Sites kept (each kind of model): a workspace holds a few. */
const MAX_SITES = 64;

/**
 * One site model per configuration file, rebuilt only when the configuration or a file it `$ref`s
 * changed. Owned by a language service instance, so two services never share or reset each other's.
 */
export class SiteModelCache {
  private readonly models = new BoundedCache<string, SiteModel>({ maxEntries: MAX_SITES });
  /** The last model of each configuration whose text parsed (see `settled`). */
  private readonly lastParsed = new BoundedCache<string, SiteModel>({ maxEntries: MAX_SITES });

  constructor(private readonly workspace: DocsWorkspace) {}

  /**
   * The model of `configPath`. `text` is the configuration's text when an editor holds it (the
   * editor's version wins over the disk's); referenced files are read from the workspace.
   */
  get(configPath: string, text?: string): SiteModel {
    const cached = this.models.get(configPath);
    if (cached && this.isCurrent(cached, text)) return cached;
    const model = buildSiteModel(configPath, this.workspace, text);
    this.models.set(configPath, model);
    if (readAsWritten(model)) this.lastParsed.set(configPath, model);
    return model;
  }

  /**
   * The model that pages are checked against: the current one, or while the configuration does not
   * parse (a brace typed but not closed yet, or saved that way), the last one that did. A half-read
   * navigation would make every link to a page it lost look broken until the brace is closed.
   */
  settled(configPath: string, text?: string): SiteModel {
    const model = this.get(configPath, text);
    return readAsWritten(model) ? model : this.lastParsed.get(configPath) ?? model;
  }

  forget(configPath: string): void {
    this.models.delete(configPath);
    this.lastParsed.delete(configPath);
  }

  private isCurrent(model: SiteModel, text: string | undefined): boolean {
    for (const [file, source] of model.sources) {
      const current = file === model.configPath && text !== undefined ? text : this.workspace.readFile(file);
      if (current !== source) return false;
    }
    // A configuration that could not be read at all has no sources; it is current while still unreadable.
    return model.sources.size > 0 || (text ?? this.workspace.readFile(model.configPath)) === undefined;
  }
}

/**
 * Whether the model holds the navigation the author wrote: docs.json parses, or its only errors are
 * trailing commas or comments, which move nothing (one parse decides, the same as the editor's checks).
 */
function readAsWritten(model: SiteModel): boolean {
  return !model.syntaxError || model.syntaxError.wellFormed;
}
