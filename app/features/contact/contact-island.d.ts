/** The contact form island's script URL, provided by pipeline/vite-plugins/island-entry-plugin.ts ('' in the client build). */
declare module 'virtual:contact-island' {
  const src: string
  export default src
}
