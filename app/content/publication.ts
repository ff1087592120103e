/**
 * Drafts and scheduled articles: what is left out of a production build, and why. A file with
 * `draft: true`, or an article dated after the build's day, is held back: no page, and in no list,
 * menu, feed, sitemap or share image, because every one of those reads the collections this
 * decides for (app/content/read-content.ts). `npm run dev` and a `PREVIEW=1` build show them,
 * marked (app/components/ui/held-back-badge.tsx). docs/owner-guide.md "Drafts and scheduled articles".
 */

/** Why an entry is not on the live site: a draft, or an article whose day has not come. */
export type HeldBack = { reason: 'draft' } | { reason: 'scheduled'; until: string }

/** How a build treats held-back entries: `today` is the build's day (UTC, YYYY-MM-DD, app/config/configuration-schema.ts). */
export type Publishing = { today: string; preview: boolean }

/** Why `entry` is held back on `today`, or undefined when it is published. */
export function heldBack(entry: { draft?: boolean; date?: string }, today: string): HeldBack | undefined {
  if (entry.draft) return { reason: 'draft' }
  if (entry.date !== undefined && entry.date > today) return { reason: 'scheduled', until: entry.date }
  return undefined
}

/** Why a file is held back, as the build log says it. */
export function heldBackReason(held: HeldBack): string {
  return held.reason === 'draft'
    ? 'draft (remove `draft: true` to publish it)'
    : `scheduled for ${held.until}: published by the first build on or after that day`
}
