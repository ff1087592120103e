/**
 * A few rules of our own over Sveltia CMS's styles, in /admin's page (its policy allows inline styles,
 * which Sveltia needs anyway). They select by structure and state, never by Sveltia's hashed class
 * names or by its words, which change with its version and the owner's language.
 */
export const EDITOR_STYLE = `
/* A list's "Expand All" and "Collapse All": in a narrow form a flex item shrinks below its label, which
   then runs over its neighbour. Each keeps its width, a little apart. */
div.actions:has(> button.sui.button + button.sui.button) { gap: 6px; }
div.actions > button.sui.button { flex: none; }
/* An empty colour field (the accent, left to follow the brand): the browser's colour input has no
   empty state and shows black, which reads as a black accent. While the field is empty its Clear
   button is disabled; the swatch then shows the usual "no colour": white, struck through. */
input[type='color']:has(~ button:disabled)::-webkit-color-swatch {
  background: linear-gradient(to top right, transparent 46%, #b91c1c 46% 54%, transparent 54%), #ffffff !important;
}
input[type='color']:has(~ button:disabled)::-moz-color-swatch {
  background: linear-gradient(to top right, transparent 46%, #b91c1c 46% 54%, transparent 54%), #ffffff !important;
}
`
