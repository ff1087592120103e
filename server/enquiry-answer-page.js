// @ts-check
/**
 * The page a form posted without JavaScript is answered with: one of the two answer documents the
 * build prerendered in the site's design (enquiry/sent.html, enquiry/not-sent.html), with its
 * heading and message area replaced and, on the not-sent page, the visitor's values put back into
 * the form. The documents mark what is filled (`data-enquiry-answer="heading"` on the h1,
 * `data-enquiry-answer="message"` on a div holding no other div) and the form's controls are
 * found by their names, all markup this site renders itself. Every value is escaped: what a visitor
 * typed only ever becomes text. It imports nothing, so a host's bundle takes it as it is.
 */
import { ENQUIRY_FIELDS } from './enquiry-rules.js'

/** @typedef {Partial<Record<(typeof ENQUIRY_FIELDS)[number], string>>} FormValues */
/** @typedef {{ field: (typeof ENQUIRY_FIELDS)[number], message: string }} FieldProblem */

const ESCAPES = /** @type {Record<string, string>} */ ({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
})

/** `text` safe inside an element or a double-quoted attribute. */
function escapeHtml(/** @type {string} */ text) {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/** The markers' patterns: the opening tag (group 1), what is replaced, the closing tag (group 2). */
const HEADING = /(<h1\b[^>]*\sdata-enquiry-answer="heading"[^>]*>)[\s\S]*?(<\/h1>)/
const MESSAGE = /(<div\b[^>]*\sdata-enquiry-answer="message"[^>]*>)[\s\S]*?(<\/div>)/

/** Replaces what `pattern` encloses, or fails loudly: a document without its marker is a build fault. */
function replaceInside(/** @type {string} */ html, /** @type {RegExp} */ pattern, /** @type {string} */ inner) {
  if (!pattern.test(html)) throw new Error(`the answer document has no ${pattern.source.slice(0, 60)}… marker`)
  return html.replace(pattern, (_whole, open, close) => `${open}${inner}${close}`)
}

/** The opening tag of the control named `name` (an input, select or textarea). */
function controlPattern(/** @type {string} */ tag, /** @type {string} */ name) {
  return new RegExp(`<${tag}\\b[^>]*\\sname="${name}"[^>]*>`)
}

/** `tag` with `attribute` set to `value` (replacing one there), or removed when value is undefined. */
function withAttribute(
  /** @type {string} */ tag,
  /** @type {string} */ attribute,
  /** @type {string | undefined} */ value,
) {
  const without = tag.replace(new RegExp(`\\s${attribute}(="[^"]*")?(?=[\\s/>])`), '')
  if (value === undefined) return without
  return without.replace(/\s*\/?>$/, (end) => ` ${attribute}="${escapeHtml(value)}"${end}`)
}

/** The form's controls holding `values`, those with a problem marked invalid. */
function fillForm(/** @type {string} */ html, /** @type {FormValues} */ values, /** @type {Set<string>} */ invalid) {
  let filled = html
  for (const field of ENQUIRY_FIELDS) {
    const value = values[field] ?? ''
    const mark = (/** @type {string} */ tag) =>
      withAttribute(tag, 'aria-invalid', invalid.has(field) ? 'true' : undefined)
    if (field === 'message') {
      const textarea = new RegExp(`(${controlPattern('textarea', field).source})[\\s\\S]*?(</textarea>)`)
      filled = filled.replace(textarea, (_whole, open, close) => `${mark(open)}${escapeHtml(value)}${close}`)
    } else if (field === 'service') {
      const select = new RegExp(`(${controlPattern('select', field).source})([\\s\\S]*?)(</select>)`)
      filled = filled.replace(select, (_whole, open, options, close) => {
        const chosen = options
          .replace(/\sselected(="[^"]*")?/g, '')
          .replace(`<option value="${escapeHtml(value)}"`, `<option value="${escapeHtml(value)}" selected=""`)
        return `${mark(open)}${chosen}${close}`
      })
    } else {
      filled = filled.replace(controlPattern('input', field), (tag) => mark(withAttribute(tag, 'value', value)))
    }
  }
  return filled
}

/**
 * One answer document filled in.
 * @param {string} html the prerendered document
 * @param {{ heading: string, paragraphs: string[], problems?: FieldProblem[], values?: FormValues }} answer
 * `paragraphs`: plain text, escaped here; `problems`: listed, each linking to its field
 * (`#enquiry-<field>`, the form's fixed ids); `values`: put back into the form.
 */
export function fillAnswerPage(html, { heading, paragraphs, problems = [], values }) {
  const list = problems.length
    ? `<ul>${problems.map(({ field, message }) => `<li><a href="#enquiry-${field}">${escapeHtml(message)}</a></li>`).join('')}</ul>`
    : ''
  const message = `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${list}`
  const answered = replaceInside(replaceInside(html, HEADING, escapeHtml(heading)), MESSAGE, message)
  return values ? fillForm(answered, values, new Set(problems.map(({ field }) => field))) : answered
}
