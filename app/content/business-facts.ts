/**
 * The business's promises, each kept once: the reply time in content/pages/contact.yaml
 * (`replyWithin`), the office hours in content/settings.yaml (`officeHours`); written into any page's
 * copy where it says {replyWithin} or {officeHours} (app/content/read-page-copy.ts), so an owner
 * changes each in one place. Rules: docs/product.md#office-hours and docs/product.md#reply-promise.
 */
import { type OfficeHours, WEEKDAYS } from '../config/settings-schema.ts'

export type { OfficeHours }

/** '09:00' → '9:00 AM', as visitors in the UK read a time. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** A run of three or more days in a row reads 'Monday to Friday'; other sets are listed. */
function daysLabel(days: readonly OfficeHours['days'][number][]): string {
  const first = WEEKDAYS.indexOf(days[0] ?? 'Monday')
  const inARow = days.every((day, index) => WEEKDAYS[first + index] === day)
  if (inARow && days.length >= 3) return `${days[0]} to ${days.at(-1)}`
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(days)
}

/** 'Monday to Friday, 9:00 AM to 6:00 PM BST' */
export function officeHoursLabel(hours: OfficeHours): string {
  return `${daysLabel(hours.days)}, ${clockTime(hours.opens)} to ${clockTime(hours.closes)} ${hours.timeZone}`
}

/** What page copy may write as {replyWithin} and {officeHours}. */
export function businessPlaceholders(facts: { replyWithin: string; officeHours: OfficeHours }): Record<string, string> {
  return { replyWithin: facts.replyWithin, officeHours: officeHoursLabel(facts.officeHours) }
}
