import { CONTACT_MESSAGES, contactMessage, requiredMessage } from '@club/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../testing/render';
import { ContactForm } from './components/ContactForm';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );

const fillIn = async (user: ReturnType<typeof userEvent.setup>, skip?: string) => {
  const values = {
    Name: 'Rahim',
    Email: 'rahim@example.org',
    Subject: 'Joining',
    Message: 'How do I join?',
  };
  for (const [label, value] of Object.entries(values)) {
    if (label !== skip) await user.type(screen.getByLabelText(label), value);
  }
};

describe('the contact form', () => {
  it("refuses an empty field with 'All fields are required.' and sends nothing", async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await fillIn(user, 'Subject');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.required);
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the four fields, says 'Email sent successfully!' and clears the form", async () => {
    const fetch = answer(200, { message: CONTACT_MESSAGES.sent });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/send-email');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Rahim',
      email: 'rahim@example.org',
      subject: 'Joining',
      message: 'How do I join?',
      website: '',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's error and marks the field it names, keeping what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: 'Email must be an e-mail address.',
        errors: { email: 'Email must be an e-mail address.' },
      }),
    );
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Email must be an e-mail address.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim');
  });

  it('says to try again later when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.networkFailure);
  });

  it('takes focus to the first field in error, which says what is wrong', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await fillIn(user, 'Email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      requiredMessage(contactMessage.fields.email.label),
    );
  });

  it('keeps focus on the button while sending, then takes it to the result', async () => {
    let answerNow = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answerNow = () => resolve(Response.json({ message: CONTACT_MESSAGES.sent }));
          }),
      ),
    );
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveFocus();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);
    answerNow();
    const result = await screen.findByRole('status');
    await vi.waitFor(() => expect(result).toHaveFocus());
    expect(result).toHaveTextContent(CONTACT_MESSAGES.sent);
  });
});
