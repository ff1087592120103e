// @vitest-environment node
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { hashInlineContent } from './inline-hashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test('hashes each inline script body and each distinct style attribute, but not external scripts or JSON-LD data', () => {
  const html = [
    '<script>window.a = 1</script>',
    '<script type="module" async="">import "/assets/x.js";</script>',
    '<script src="/assets/app.js"></script>',
    '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
    '<div style="position:relative"></div><ol style="pointer-events:none"></ol><p style="pointer-events:none"></p>',
    '<a title="it&#x27;s" style="content:&quot;x&quot;">x</a>',
  ].join('')
  const { scripts, styles } = hashInlineContent(html)
  expect(scripts).toEqual([sha('window.a = 1'), sha('import "/assets/x.js";')].sort())
  expect(styles).toEqual([sha('position:relative'), sha('pointer-events:none'), sha('content:"x"')].sort())
})

test('reads HTML as a browser does: any quoting, attribute order and case, entities decoded in attributes only', () => {
  const html = [
    "<SCRIPT TYPE='application/ld+json'>{}</SCRIPT>",
    '<script data-x="a>b">if (a &amp;&amp; b) go()</script>',
    "<span data-note='style=\"no\"' STYLE='color:red;&#32;top:0'></span>",
    '<img alt=x style=width:1px>',
  ].join('')
  const { scripts, styles } = hashInlineContent(html)
  expect(scripts).toEqual([sha('if (a &amp;&amp; b) go()')])
  expect(styles).toEqual([sha('color:red; top:0'), sha('width:1px')].sort())
})

test('a script inside a template or a comment-looking string is still hashed once', () => {
  const html = '<template><script>late()</script></template><script>late()</script><!-- <script>no()</script> -->'
  expect(hashInlineContent(html).scripts).toEqual([sha('late()')])
})
