import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The pages of a PDF and the text on each, as a reader copying it out would get it. */
export async function readPdf(data: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''))
  }
  await document.destroy()
  return { pages: document.numPages, text: pages.join('\n') }
}
