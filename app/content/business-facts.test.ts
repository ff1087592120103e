import { expect, test } from 'vitest'
import { businessPlaceholders, type OfficeHours, officeHoursLabel } from './business-facts'

const hours = (days: OfficeHours['days'], opens = '09:00', closes = '17:30'): OfficeHours => ({
  days,
  opens,
  closes,
  timeZone: 'GMT',
})

test('three or more days in a row read as a range', () => {
  expect(officeHoursLabel(hours(['Monday', 'Tuesday', 'Wednesday']))).toBe(
    'Monday to Wednesday, 9:00 AM to 5:30 PM GMT',
  )
  expect(officeHoursLabel(hours(['Thursday', 'Friday', 'Saturday', 'Sunday']))).toBe(
    'Thursday to Sunday, 9:00 AM to 5:30 PM GMT',
  )
})

test('two days, or days with a gap, are listed as visitors would say them', () => {
  expect(officeHoursLabel(hours(['Saturday', 'Sunday']))).toBe('Saturday and Sunday, 9:00 AM to 5:30 PM GMT')
  expect(officeHoursLabel(hours(['Monday', 'Wednesday', 'Friday']))).toBe(
    'Monday, Wednesday and Friday, 9:00 AM to 5:30 PM GMT',
  )
  expect(officeHoursLabel(hours(['Tuesday']))).toBe('Tuesday, 9:00 AM to 5:30 PM GMT')
})

test('noon and midnight are 12 o’clock, not 0', () => {
  expect(officeHoursLabel(hours(['Monday'], '00:00', '12:00'))).toBe('Monday, 12:00 AM to 12:00 PM GMT')
  expect(officeHoursLabel(hours(['Monday'], '12:30', '23:59'))).toBe('Monday, 12:30 PM to 11:59 PM GMT')
})

test('page copy may say {replyWithin} and {officeHours}, filled from the one entry', () => {
  expect(businessPlaceholders({ replyWithin: 'two working days', officeHours: hours(['Monday']) })).toEqual({
    replyWithin: 'two working days',
    officeHours: 'Monday, 9:00 AM to 5:30 PM GMT',
  })
})
