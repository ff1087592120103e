/**
 * When a page fetches the contact form's island. The form works as plain HTML from first paint;
 * its script (React and the form's libraries, ~100 KB) is fetched only when the visitor nears the
 * form or touches it, so a reader who never gets there downloads none of it. On /contact the form
 * is near from the start, so the island is fetched right after the page has loaded and the
 * browser has reported its first contentful paint: it never competes with that paint. Two frames
 * after load were not enough on a starved CPU, where the paint is presented later than the frames
 * run; browsers without paint timing still wait those two frames.
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

/** How close to the viewport the form must come for its script to start loading. */
const PRELOAD_MARGIN = '1200px 0px'

/**
 * The inline script printed right after the form's area (its previous sibling): a few hundred
 * bytes, the only script on a page until the visitor approaches the form. The build hashes it
 * into the page's Content-Security-Policy like every inline script.
 */
export function islandLoaderScript(src: string): string {
  return [
    '(function(){',
    'var area=document.currentScript.previousElementSibling,started=0;',
    'function load(){if(started++)return;',
    `area.setAttribute(${JSON.stringify(CONTACT_FORM_ATTRIBUTE)},"loading");`,
    'var script=document.createElement("script");script.type="module";',
    `script.src=${JSON.stringify(src)};document.head.appendChild(script)}`,
    'function afterPaint(){if(document.readyState!=="complete")return addEventListener("load",afterPaint);',
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})});',
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){',
    'observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true})}',
    'area.addEventListener("focusin",load);area.addEventListener("pointerdown",load);',
    'if(!("IntersectionObserver"in window))return afterPaint();',
    'var observer=new IntersectionObserver(function(entries){',
    'if(entries.some(function(entry){return entry.isIntersecting})){observer.disconnect();afterPaint()}',
    `},{rootMargin:${JSON.stringify(PRELOAD_MARGIN)}});observer.observe(area)`,
    '})()',
  ].join('')
}
