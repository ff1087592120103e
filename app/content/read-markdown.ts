/**
 * A Markdown content file (articles, legal texts): its YAML front matter, its body as HTML and the
 * body's word count. Runs in Node only, like ./read-content.ts.
 */
import { readFileSync } from 'node:fs'
import type { Root } from 'mdast'
import { toString as markdownText } from 'mdast-util-to-string'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import { reasonOf } from '../config/checked-file.ts'
import { parsedOnce } from '../config/parsed-once.ts'
import { ContentError, displayPath } from './content-files.ts'
import { linksUnderBasePath } from './links-under-base-path.ts'
import { markSelfDescribingLinks } from './mark-self-describing-links.ts'

/**
 * Markdown with YAML front matter: the front matter, the body as HTML and the body's word count.
 * `basePath`: the site's, which links to its own pages are given (./links-under-base-path.ts).
 */
export function readMarkdown(
  file: string,
  basePath: string,
  prepare: (source: string) => string = (source) => source,
): MarkdownFile {
  const source = prepare(readFileSync(file, 'utf8'))
  return parsedOnce(parsedMarkdown, `${file}\0${basePath}\0${source}`, () => parseMarkdown(file, basePath, source))
}

type MarkdownFile = { frontMatter: unknown; html: string; words: number }
const parsedMarkdown = new Map<string, MarkdownFile>()

function parseMarkdown(file: string, basePath: string, source: string): MarkdownFile {
  const vfile = new VFile({ path: file, value: source })
  try {
    matter(vfile, { strip: true })
  } catch (error) {
    throw new ContentError(displayPath(file), [
      { path: [], message: `front matter is not valid YAML: ${reasonOf(error)}` },
    ])
  }
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(markSelfDescribingLinks)
    .use(linksUnderBasePath, basePath)
    .use(rehypeStringify)
  const tree: Root = processor.parse(vfile)
  const words = markdownText(tree).split(/\s+/).filter(Boolean).length
  const html = processor.stringify(processor.runSync(tree, vfile), vfile)
  return { frontMatter: vfile.data.matter ?? {}, html, words }
}
