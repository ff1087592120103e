// netlify-redirector ships no types; this is the part of its API the Netlify host uses.
declare module 'netlify-redirector' {
  type Request = {
    scheme: string
    host: string
    path: string
    query: string
    getHeader: (name: string) => string
    getCookie: (name: string) => string
  }
  type Matcher = { match: (request: Request) => { to?: string; status?: number; force?: boolean } | undefined }
  const redirector: { parsePlain: (rules: string, options: object) => Promise<Matcher> }
  export default redirector
}
