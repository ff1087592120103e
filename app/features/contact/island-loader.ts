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
 * How long the loader holds a Send pressed before the island took the form over: past it the form
 * is posted as it is without JavaScript. About twice the longest wait from the press to the
 * island's messages measured on a throttled phone (3.2 s, median 1.9 s; decision 040).
 */
export const HOLD_SEND_MS = 6000

/**
 * The inline script printed right after the form's area (its previous sibling), the only script a
 * page runs until the visitor touches the form. The build hashes it into the page's
 * Content-Security-Policy like every inline script. Besides fetching the island it keeps the
 * SPEC's form from the very first touch (docs/decisions/040-a-send-before-the-script-is-held.md):
 * - the tab's unsent draft (sessionStorage under `draftKey`, draft-storage.ts) is put back into
 *   the fields a reload or a revisit left empty, so that it shows at first paint; and until the
 *   island is live, every key typed saves it (`fields` alone, as saveDraft does: never the
 *   honeypot). The island then reads the fields as typed values;
 * - a Send before the island is live is held, not lost: the browser's own checks are off (the
 *   island checks, with the SPEC's messages), the loader keeps the submit from the browser and
 *   submits again once the island marks the form ready, so the island checks or sends it once.
 *   If the island's script fails to load, or is not live `holdMs` after the Send, the form is
 *   posted as without JavaScript, the browser's checks back on;
 * - keeps a form that was sent as plain HTML (to the endpoint, not to a mailto: address, where the
 *   page stays) a plain HTML form: while that post is under way the page is still there, and the
 *   island, arriving meanwhile, would send the same enquiry a second time on the next Send. Its
 *   later submits are kept from the island (a capture listener on the area runs before React's,
 *   which hydrateRoot adds later); the browser posts them itself. Whether the island took a submit
 *   is known only once the event has been dispatched (it calls preventDefault), hence the timeout.
 */
export function islandLoaderScript(src: string, draftKey: string, fields: readonly string[], holdMs = HOLD_SEND_MS) {
  const key = JSON.stringify(draftKey)
  const attribute = JSON.stringify(CONTACT_FORM_ATTRIBUTE)
  return [
    '(function(){',
    'var area=document.currentScript.previousElementSibling,form=area.querySelector("form"),',
    `fields=${JSON.stringify(fields)},started=0,failed=0,holding=0,submitter,timer,posted=0;`,
    `function ready(){return area.getAttribute(${attribute})==="ready"}`,
    'function control(name){return form.elements.namedItem(name)}',
    // Storage may be switched off (it throws) or hold anything: then there is simply no draft.
    `try{var draft=JSON.parse(sessionStorage.getItem(${key}))||{};`,
    'fields.forEach(function(name){var value=draft[name];',
    'if(typeof value==="string"&&!control(name).value)control(name).value=value})}catch(error){}',
    // As saveDraft: every field, or no draft once all are empty.
    'function save(){if(ready())return;try{var draft={},any=0;fields.forEach(function(name){',
    'draft[name]=control(name).value;any=any||draft[name]});',
    `any?sessionStorage.setItem(${key},JSON.stringify(draft)):sessionStorage.removeItem(${key})}catch(error){}}`,
    'area.addEventListener("input",save);area.addEventListener("change",save);',
    'function resubmit(){holding=0;clearTimeout(timer);form.requestSubmit(submitter)}',
    'function giveUp(){if(ready())return;failed=1;form.noValidate=false;if(holding)resubmit()}',
    'function load(){if(started++)return;',
    `area.setAttribute(${attribute},"loading");`,
    'var script=document.createElement("script");script.type="module";script.onerror=giveUp;',
    `script.src=${JSON.stringify(src)};document.head.appendChild(script)}`,
    `${JSON.stringify(TOUCH_EVENTS)}.forEach(function(type){area.addEventListener(type,load)});`,
    'if(form.requestSubmit)form.noValidate=true;',
    `new MutationObserver(function(){if(holding&&ready())resubmit()}).observe(area,{attributeFilter:[${attribute}]});`,
    'area.addEventListener("submit",function(event){if(posted)return event.stopImmediatePropagation();',
    'if(!ready()&&!failed&&form.requestSubmit){event.preventDefault();event.stopImmediatePropagation();',
    `if(!holding)timer=setTimeout(giveUp,${holdMs});holding=1;submitter=event.submitter;load();return}`,
    'setTimeout(function(){posted=posted||!event.defaultPrevented&&!/^mailto:/i.test(form.getAttribute("action")||"")})},true)',
    '})()',
  ].join('')
}
