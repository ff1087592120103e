/**
 * Where the header links each page: in its bar while there is room, past that in its own MORE menu,
 * so a page the owner links from the header is always in the header (decision 042). Imports
 * nothing: the header (./navigation.ts) runs in the browser too, and the owner's page schema must not
 * bring its Node-only readers into `npm run dev`'s client graph.
 */

/**
 * How many links the header's bar holds, the site's own and the owner's together: six of up to 24
 * characters fit beside the logo from 1024 px, wrapping at spaces (measured: decision 027).
 */
export const BAR_LINKS = 6

/** The words of the bar's button that opens the MORE menu; a word of the site's, as "Toggle menu" is. */
export const MORE_LABEL = 'MORE'

/** An owner's link with its Position (1 first; none comes last). */
export type Placed<Item> = { position?: number; item: Item }

/** `placed` in the header's order: by Position, none last, ties kept in the order given (file name). */
function inHeaderOrder<Item>(placed: readonly Placed<Item>[]): Placed<Item>[] {
  const rank = ({ position }: Placed<Item>) => position ?? Number.POSITIVE_INFINITY
  return [...placed].sort((a, b) => rank(a) - rank(b))
}

/** `items` with each of `placed` (in the header's order) put at its position (1 first) among them; none, last. */
export function atPositions<Item>(items: readonly Item[], placed: readonly Placed<Item>[]): Item[] {
  const result = [...items]
  for (const { position, item } of inHeaderOrder(placed)) {
    result.splice((position ?? result.length + 1) - 1, 0, item)
  }
  return result
}

/**
 * The header's links: the site's own (`own`, in order) always in the bar; the owner's (`owner`, in
 * file-name order), in the header's order, at their positions in the bar while it has room, and the
 * rest in MORE, in the same order. Never fewer links than were asked for: none goes to the footer.
 */
export function headerLinks<Item>(own: readonly Item[], owner: readonly Placed<Item>[]) {
  const ordered = inHeaderOrder(owner)
  const room = Math.max(0, BAR_LINKS - own.length)
  return {
    bar: atPositions(own, ordered.slice(0, room)),
    more: ordered.slice(room).map(({ item }) => item),
  }
}
