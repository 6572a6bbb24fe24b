/**
 * The Markdown path of a content instance that has remark or rehype plugins: one unified
 * processor runs, in order, `beforeDefaultRemarkPlugins`, docsgen's own mdast transforms,
 * `remarkPlugins`, mdast → hast, `beforeDefaultRehypePlugins`, docsgen's raw HTML sanitiser,
 * `rehypePlugins` (Docusaurus's order, its transforms standing where docsgen's are). The
 * plugins' syntax (remark-math's `$…$`) joins the parser. One processor per instance and
 * thread, made once, as Docusaurus keeps its processors: a plugin may prepare costly things
 * when it is attached.
 */
import type { Root as MdRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { unified, type Data } from 'unified';
import { VFile } from 'vfile';
import { PluginError, pluginDiagnostic, usablePlugins, type PluginLists } from './plugins.js';
import {
  hastStage,
  parsedPage,
  parseStage,
  remarkStage,
  sanitizeStage,
  type PageParse,
  type ParseContext,
  type ParsedMarkdown,
  type SyntaxExtensions,
} from './parse-markdown.js';

/** The page a processor's docsgen stages work on, in its vfile's data. */
const PAGE = 'docsgenPage';

const pageOf = (file: VFile): PageParse => file.data[PAGE] as PageParse;

/**
 * A processor as this module uses it: unified's own types follow each plugin's tree type, and
 * these lists are the site's, of any type.
 */
interface SiteProcessor {
  use(plugin: unknown): SiteProcessor;
  freeze(): SiteProcessor;
  data(): Data;
  run(tree: MdRoot, file: VFile): Promise<unknown>;
}

/** A content instance's processor, ready for its pages. */
export interface MarkdownPipeline {
  parse(body: string, file: string, ctx: ParseContext, options?: { sanitizeWholeTree?: boolean }): Promise<ParsedMarkdown>;
}

/** The pipeline of an instance whose plugins are `lists`; `where` names the instance in errors (`docs`, `blog[1]`). */
export function createMarkdownPipeline(lists: PluginLists, where: string): MarkdownPipeline {
  const docsgenRemark = () => (tree: MdRoot, file: VFile) => remarkStage(tree, pageOf(file));
  const docsgenToHast = () => (tree: MdRoot, file: VFile) => hastStage(tree, pageOf(file));
  const docsgenSanitize = () => (tree: HastRoot, file: VFile) => sanitizeStage(tree, pageOf(file));
  let processor: SiteProcessor | undefined;
  let syntax: SyntaxExtensions | undefined;
  let attachError: PluginError | undefined;
  try {
    processor = (unified() as unknown as SiteProcessor)
      .use(usablePlugins(lists, 'beforeDefaultRemarkPlugins', where))
      .use(docsgenRemark)
      .use(usablePlugins(lists, 'remarkPlugins', where))
      .use(docsgenToHast)
      .use(usablePlugins(lists, 'beforeDefaultRehypePlugins', where))
      .use(docsgenSanitize)
      .use(usablePlugins(lists, 'rehypePlugins', where))
      .freeze();
    const data = processor.data();
    syntax = { micromark: data.micromarkExtensions ?? [], fromMarkdown: data.fromMarkdownExtensions ?? [] };
  } catch (error) {
    if (!(error instanceof PluginError)) throw error;
    attachError = error;
  }
  return {
    async parse(body, file, ctx, options = {}) {
      if (attachError || !processor || !syntax) return failed(attachError!, file);
      const { tree, page } = parseStage(body, file, ctx, { ...options, syntax });
      const vfile = new VFile({ path: file, value: body, data: { [PAGE]: page } });
      let hast: HastRoot;
      try {
        hast = (await processor.run(tree, vfile)) as HastRoot;
      } catch (error) {
        if (!(error instanceof PluginError)) throw error;
        return failed(error, file, page);
      }
      return parsedPage(hast, page);
    },
  };
}

/** The result of a page a plugin failed on: nothing to show, the plugin's error and what the stages before it found. */
function failed(error: PluginError, file: string, page?: PageParse): ParsedMarkdown {
  return {
    hast: { type: 'root', children: [] },
    headings: page?.facts.headings ?? [],
    links: [],
    diagnostics: [...(page?.diagnostics ?? []), pluginDiagnostic(error, file)],
  };
}
