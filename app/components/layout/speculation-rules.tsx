/**
 * Pages are separate documents, so moving between them is a document navigation. Where the
 * browser supports Speculation Rules, a link the visitor hovers (or starts to touch) is
 * prerendered ("moderate" eagerness), so the next page shows at once, as it did when the site
 * navigated client-side. Same-origin page links only. The build hashes this inline script into
 * each page's Content-Security-Policy like any other.
 */
const rules = {
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
}

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON of our own
      dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }}
    />
  )
}
