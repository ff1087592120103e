import { expect, test } from 'vitest'
import { documentViolations } from './axe-over-html'

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>A page</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><header><a href="/">Home</a></header><main><h1>A page</h1>${body}</main><footer>Footer</footer></body></html>`

test('a rule that reads the document fails a page, in what a browser keeps closed too', async () => {
  for (const closed of [
    '<details><summary>A question</summary><p>An answer <img src="/a.webp"></p></details>',
    '<div popover id="menu"><a href="/a"><img src="/a.webp"></a></div>',
  ]) {
    const found = await documentViolations(page(closed), 'http://127.0.0.1/a-page')
    expect(
      found.map((line) => line.split(':')[0]),
      closed,
    ).toContain('critical image-alt')
  }
})

test('a well-formed page passes, and colours are left to the rules run on a rendered page', async () => {
  const faint = page('<p style="color:#eee;background:#fff">Barely there</p>')
  expect(await documentViolations(faint, 'http://127.0.0.1/a-page')).toEqual([])
})
