import {
  Liquid,
  Tag,
  Value,
  type Context,
  type Emitter,
  type TagToken,
  type Template,
  type TopLevelToken,
} from 'liquidjs';
import type { RenderSources } from './sources';

export type Part = 'html' | 'text';

/** Content blocks may include other blocks; this stops a block that includes itself. */
const MAX_BLOCK_DEPTH = 5;

const keyPart = (k: unknown) => (typeof k === 'string' || typeof k === 'number' ? String(k) : '');

/** Tags that read files; templates live in the store, so these are refused as unknown tags. */
const FILE_TAGS = ['include', 'render', 'layout'];

/**
 * One LiquidJS engine per part: HTML output is HTML-escaped by default (a profile value never injects markup;
 * `| raw` opts out), the text part and the subject are not escaped. Unknown tags and filters are errors;
 * unknown variables render empty, as profile attributes are often unset.
 */
export function createEngine(part: Part, sources: RenderSources): Liquid {
  const liquid = new Liquid({
    outputEscape: part === 'html' ? 'escape' : undefined,
    strictFilters: true,
    ownPropertyOnly: true,
    templates: {},
    parseLimit: 2_000_000,
    renderLimit: 2_000,
    memoryLimit: 50_000_000,
  });
  for (const t of FILE_TAGS) Reflect.deleteProperty(liquid.tags, t);
  // A block is parsed once per engine (a job renders it for every recipient), keyed by its source.
  const parsedBlocks = new Map<string, Template[]>();
  const parseBlock = (source: string) => {
    let templates = parsedBlocks.get(source);
    if (!templates) {
      templates = liquid.parse(source);
      parsedBlocks.set(source, templates);
    }
    return templates;
  };

  class ContentBlockTag extends Tag {
    private readonly blockName: Value;
    constructor(token: TagToken, remain: TopLevelToken[], engine: Liquid) {
      super(token, remain, engine);
      this.blockName = new Value(token.args, engine);
    }
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      const name = String(yield this.blockName.value(ctx));
      const block = (yield sources.contentBlock(name)) as Awaited<ReturnType<RenderSources['contentBlock']>>;
      if (!block) throw new Error(`content block "${name}" does not exist`);
      const depth = ctx.getRegister<{ n: number }>('contentblock', { n: 0 });
      if (depth.n >= MAX_BLOCK_DEPTH) throw new Error(`content blocks nest deeper than ${MAX_BLOCK_DEPTH}`);
      depth.n++;
      const templates = parseBlock(block[part]);
      yield this.liquid.renderer.renderTemplates(templates, ctx, emitter);
      depth.n--;
    }
  }
  liquid.registerTag('contentblock', ContentBlockTag);

  // `{% assign p = "products" | refdata: productId %}`; composite keys: `refdata: a, b` (joined by `|`).
  liquid.registerFilter('refdata', async (dataset: unknown, ...keys: unknown[]) => {
    if (keys.length === 0) throw new Error('refdata needs a key: "dataset" | refdata: key');
    return (await sources.refdata(String(dataset), keys.map(keyPart).join('|'))) ?? null;
  });
  return liquid;
}
