/**
 * When a page fetches the contact form's island. The form works as plain HTML from first paint;
 * its script (React and the form's libraries, ~100 KB) is fetched only when the visitor touches
 * the form: the first focus, press or key inside its area. A visitor who only reads, /contact
 * included, downloads no JavaScript at all, and a visitor who types starts the download with
 * their first tap or Tab into a field, long before they reach Send. What they type meanwhile is
 * kept (typed-values.ts). Why not on approach or after paint: docs/decisions/034-the-form-loads-on-touch.md.
 */

/** The form area's attribute, and its states: prerendered, script requested, hydrated. */
export const CONTACT_FORM_ATTRIBUTE = 'data-contact-form'
export type ContactFormState = 'idle' | 'loading' | 'ready'

/**
 * Set on the form's area (to BY_EMAIL) by the build in the static-host folders of a build without
 * provider keys (pipeline/hosts/write-deploy-files.ts): there is no endpoint there, so Send goes by
 * e-mail. enquiry-form.tsx's note shows by it before any script runs (its class names it too).
 */
export const DELIVERY_ATTRIBUTE = 'data-enquiry-delivery'
export const BY_EMAIL = 'email'

/**
 * A visitor's first touch of the form: a tap or Tab into a field (focusin), a press anywhere on
 * it, even between fields (pointerdown), a key while focus is inside it (keydown).
 */
export const TOUCH_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const

/**
 * The inline script printed right after the form's area (its previous sibling), the only script a
 * page runs until the visitor touches the form. The build hashes it into the page's
 * Content-Security-Policy like every inline script. Besides fetching the island it
 * - puts the tab's unsent draft (sessionStorage under `draftKey`, draft-storage.ts) back into the
 *   fields a reload or a revisit left empty, so that the draft shows at first paint, not only once
 *   the island has come; the island then reads it from the fields as typed values;
 * - keeps a form that was sent as plain HTML (Send before the island took the form over, to the
 *   endpoint, not to a mailto: address, where the page stays) a plain HTML form: while that post is
 *   under way the page is still there, and the island, arriving meanwhile, would send the same
 *   enquiry a second time on the next Send. Its later submits are kept from the island (a capture
 *   listener on the area runs before React's, which hydrateRoot adds later); the browser posts
 *   them itself. Whether the island took a submit is known only once the event has been
 *   dispatched (it calls preventDefault), hence the timeout.
 */
export function islandLoaderScript(src: string, draftKey: string): string {
  return [
    '(function(){',
    'var area=document.currentScript.previousElementSibling,started=0;',
    // Storage may be switched off (it throws) or hold anything: then there is simply no draft.
    `try{var draft=JSON.parse(sessionStorage.getItem(${JSON.stringify(draftKey)}))||{};`,
    'area.querySelectorAll("[name]").forEach(function(control){var value=draft[control.name];',
    'if(typeof value==="string"&&!control.value)control.value=value})}catch(error){}',
    'function load(){if(started++)return;',
    `area.setAttribute(${JSON.stringify(CONTACT_FORM_ATTRIBUTE)},"loading");`,
    'var script=document.createElement("script");script.type="module";',
    `script.src=${JSON.stringify(src)};document.head.appendChild(script)}`,
    `${JSON.stringify(TOUCH_EVENTS)}.forEach(function(type){area.addEventListener(type,load)});`,
    'var posted=0;area.addEventListener("submit",function(event){if(posted)return event.stopImmediatePropagation();',
    'setTimeout(function(){posted=posted||!event.defaultPrevented&&!/^mailto:/i.test(event.target.getAttribute("action")||"")})},true)',
    '})()',
  ].join('')
}
