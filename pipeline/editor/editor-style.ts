/**
 * A few rules of our own over Sveltia CMS's styles, in a stylesheet of /admin beside the editor's
 * files (./editor-package.ts), which its page links before Sveltia adds its own: a style element
 * would do as well, but the W3C Nu HTML Checker that reads every page (tests/built-site/validators.test.ts)
 * cannot parse a view transition's pseudo-elements, which the last rule names. They select by
 * structure and state, never by Sveltia's hashed class names or by its words, which change with its
 * version and the owner's language.
 */
export const EDITOR_STYLESHEET = 'editor.css'

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
/* Sveltia moves from screen to screen in a view transition. For an owner who asks for reduced motion
   it stops its own slides but leaves the browser's cross-fade of the whole page, a quarter of a second
   each time: that stops too, as the site's own transitions do for a visitor (app/styles/app.css). */
@media (prefers-reduced-motion: reduce) {
  ::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) { animation: none !important; }
}
`
