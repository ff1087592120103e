import { importTool } from '../../scripts/on-demand-tools'

type TextItem = { str: string; hasEOL: boolean } | { type: string }
/** The part of pdf.js we use (tools/pdf holds it: only the print test needs it). */
type PdfJs = {
  getDocument(source: { data: Uint8Array; useSystemFonts: boolean; isEvalSupported: boolean }): {
    promise: Promise<{
      numPages: number
      getPage(number: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }>
      destroy(): Promise<void>
    }>
  }
}

/** The pages of a PDF and the text on each, as a reader copying it out would get it. */
export async function readPdf(data: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await importTool<PdfJs>('pdf', 'pdfjs-dist/legacy/build/pdf.mjs')
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
