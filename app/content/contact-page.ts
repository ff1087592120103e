/** Copy for the Contact page and the contact details card it shares with the home page. */

export const contactIntro =
  'Whether you have a specific project in mind or just a question about where to start, we would like to hear from you. Send us a message and one of our consultants will get back to you.'

export const contactDetails = {
  heading: 'Contact Information',
  emailLabel: 'E-mail',
  hoursLabel: 'Office hours',
  replyLabel: 'Response time',
} as const

export const contactFormSection = {
  heading: 'Send Us a Message',
  text: 'All fields are required. We use your details only to answer your enquiry.',
} as const
