import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { toast } from '#app/components/ui/use-toast'
import { fieldMessages, serviceOptions } from './contact-schema'
import { DRAFT_KEY } from './draft-storage'
import { openEmailProgram } from './email-hand-over'
import { EnquiryForm } from './enquiry-form'

vi.mock('#app/components/ui/use-toast', () => ({ toast: vi.fn() }))
// jsdom cannot open an e-mail program; what the form hands it is what counts.
vi.mock('./email-hand-over', async (original) => ({
  ...(await original<typeof import('./email-hand-over')>()),
  openEmailProgram: vi.fn(),
}))

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  vi.mocked(toast).mockClear()
  vi.mocked(openEmailProgram).mockClear()
  fetchMock = vi.fn<typeof fetch>(async () => new Response('OK', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const field = (name: RegExp) => screen.getByLabelText(name)

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Ada Lovelace')
  await user.type(field(/^Email/), 'ada@example.com')
  await user.type(field(/^Phone/), '+44 20 7946 0123')
  await user.type(field(/^Company/), 'Analytical Engines')
  await user.selectOptions(field(/^Service/), serviceOptions[0]?.value ?? 'other')
  await user.type(field(/^Message/), 'We need a new website.')
}

test('visitor submitting an empty form sees every message, linked to its field, and lands on the first', async () => {
  const user = userEvent.setup()
  render(<EnquiryForm />)
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  const expected = {
    Name: fieldMessages.name.tooShort,
    Email: fieldMessages.email.invalid,
    Phone: fieldMessages.phone.tooShort,
    Company: fieldMessages.company.tooShort,
    Service: fieldMessages.service.missing,
    Message: fieldMessages.message.tooShort,
  }
  for (const [label, message] of Object.entries(expected)) {
    const control = field(new RegExp(`^${label}`))
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAccessibleDescription(message)
  }
  expect(field(/^Name/)).toHaveFocus()
  expect(fetchMock).not.toHaveBeenCalled()
})

test('every label is marked required with an asterisk', () => {
  render(<EnquiryForm />)
  for (const label of ['Name', 'Email', 'Phone', 'Company', 'Service', 'Message']) {
    expect(screen.getByText(label, { exact: false, selector: 'label' })).toHaveTextContent(`${label} *`)
  }
  expect(field(/^Message/)).toHaveAttribute('rows', '5')
  expect(screen.getAllByRole('option')).toHaveLength(5)
})

test('a message disappears as soon as the field is corrected', async () => {
  const user = userEvent.setup()
  render(<EnquiryForm />)
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(screen.getByText(fieldMessages.name.tooShort)).toBeInTheDocument()
  await user.type(field(/^Name/), 'Ad')
  expect(screen.queryByText(fieldMessages.name.tooShort)).not.toBeInTheDocument()
  expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'false')
})

test('the phone field refuses letters, typed or pasted', async () => {
  const user = userEvent.setup()
  render(<EnquiryForm />)
  await user.type(field(/^Phone/), '+44 (0)7700-abc')
  expect(field(/^Phone/)).toHaveValue('+44 07700-')
  await user.clear(field(/^Phone/))
  await user.paste('tel: 020 7946 0000 ext. 12')
  expect(field(/^Phone/)).toHaveValue(' 020 7946 0000  12')
})

test('a successful send clears the form and its draft and says so', async () => {
  const user = userEvent.setup()
  render(<EnquiryForm />)
  await fillIn(user)
  expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Ada Lovelace')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Success',
      description: 'Message sent successfully!',
      variant: 'success',
    }),
  )
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(field(/^Name/)).toHaveValue('')
  expect(field(/^Service/)).toHaveValue('')
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
})

test('a failed send keeps every value and shows the error', async () => {
  fetchMock.mockResolvedValue(new Response('Bad', { status: 400 }))
  const user = userEvent.setup()
  render(<EnquiryForm />)
  await fillIn(user)
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: expect.stringMatching(/^Failed to send email/),
      variant: 'destructive',
    }),
  )
  expect(field(/^Name/)).toHaveValue('Ada Lovelace')
  expect(field(/^Message/)).toHaveValue('We need a new website.')
  expect(field(/^Name/)).toBeEnabled()
})

test('while sending, every control is disabled and the button says Sending...', async () => {
  let finish: (response: Response) => void = () => {}
  fetchMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
  const user = userEvent.setup()
  render(<EnquiryForm />)
  await fillIn(user)
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  const button = await screen.findByRole('button', { name: 'Sending...' })
  expect(button).toBeDisabled()
  for (const label of [/^Name/, /^Email/, /^Phone/, /^Company/, /^Service/, /^Message/]) {
    expect(field(label)).toBeDisabled()
  }
  await user.click(button)
  finish(new Response('OK', { status: 200 }))
  await screen.findByRole('button', { name: 'Send Message' })
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('the form restores a saved draft', () => {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Ada', message: 'Half a thought' }))
  render(<EnquiryForm />)
  expect(field(/^Name/)).toHaveValue('Ada')
  expect(field(/^Message/)).toHaveValue('Half a thought')
})

test('a bot filling the hidden field is told it worked; without keys the site gets it to drop and count', async () => {
  const user = userEvent.setup()
  const { container } = render(<EnquiryForm />)
  await fillIn(user)
  const trap = container.querySelector<HTMLInputElement>('input[name="website"]')
  expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
  if (trap) trap.value = 'https://spam.example'
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' })))
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).template_params.website).toBe('https://spam.example')
})

const byEmailNote = /^Send Message opens your e-mail program with your enquiry filled in/

test('where nothing receives enquiries, the form says Send goes by e-mail, and Send opens the e-mail program filled in', async () => {
  const user = userEvent.setup()
  render(<EnquiryForm byEmail />)
  const send = screen.getByRole('button', { name: 'Send Message' })
  await waitFor(() => expect(send).toHaveAccessibleDescription(byEmailNote))
  await fillIn(user)
  await user.click(send)
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Sending by e-mail',
      description: expect.stringMatching(/^Your e-mail program opens with your enquiry filled in/),
    }),
  )
  expect(fetchMock).not.toHaveBeenCalled()
  const url = new URL(vi.mocked(openEmailProgram).mock.calls[0]?.[0] ?? '')
  expect(url.protocol).toBe('mailto:')
  expect(url.searchParams.get('subject')).toBe('Website enquiry')
  expect(url.searchParams.get('body')).toBe(
    `Name: Ada Lovelace\r\nEmail: ada@example.com\r\nPhone: +44 20 7946 0123\r\nCompany: Analytical Engines\r\nService: ${serviceOptions[0]?.label}\r\n\r\nWe need a new website.`,
  )
  // Nothing was sent, so nothing is cleared: the visitor may still need it.
  expect(field(/^Message/)).toHaveValue('We need a new website.')
})

test('a site that answers 405 (no endpoint) hands the enquiry to the e-mail program, and the next Send goes there at once', async () => {
  fetchMock.mockResolvedValue(new Response('Method Not Allowed', { status: 405 }))
  const user = userEvent.setup()
  render(<EnquiryForm />)
  const send = screen.getByRole('button', { name: 'Send Message' })
  expect(send).not.toHaveAccessibleDescription(byEmailNote)
  await fillIn(user)
  await user.click(send)
  await waitFor(() => expect(openEmailProgram).toHaveBeenCalledTimes(1))
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sending by e-mail' }))
  expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Error' }))
  expect(send).toHaveAccessibleDescription(byEmailNote)
  await user.click(send)
  await waitFor(() => expect(openEmailProgram).toHaveBeenCalledTimes(2))
  expect(fetchMock).toHaveBeenCalledTimes(1)
})
