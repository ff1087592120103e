/**
 * How many links the header holds at most, the site's own and the owner's together (decision 027).
 * A module of its own, importing nothing: the header (./navigation.ts) runs in the browser too, and
 * reaching it through the owner's page schema would bring the schemas' Node-only readers
 * (./icon-schema.ts reads lucide-react's folder) into `npm run dev`'s client graph.
 */
export const MAX_HEADER_LINKS = 6
