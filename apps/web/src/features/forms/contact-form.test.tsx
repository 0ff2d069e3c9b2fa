import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTrpc, callsOf, failTrpc, renderWithProviders, unreachable } from '../../test/render';
import { ContactForm } from './contact-form';

const fill = () => {
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Dr. Ravi Kumar' } });
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ravi@example.org' } });
  fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'Request-demo' } });
  fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Please arrange a demo.' } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

afterEach(() => vi.unstubAllGlobals());

describe('contact form (docs/product.md §5, §8)', () => {
  it('requires all four fields', async () => {
    const api = answerTrpc({ id: 1 });
    vi.stubGlobal('fetch', api);
    renderWithProviders(<ContactForm />);
    submit();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Please fill out all required fields.');
    expect(status.className).toContain('status--error');
    // Everything but the purpose: still the same message, and nothing is sent.
    fill();
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: '' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Please fill out all required fields.');
    expect(api).not.toHaveBeenCalled();
  });

  it('marks the wrong fields invalid, focuses the first, and clears a mark once the field is edited', async () => {
    vi.stubGlobal('fetch', answerTrpc({ id: 1 }));
    renderWithProviders(<ContactForm />);
    fill();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: '' } });
    submit();
    await screen.findByRole('status');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Purpose').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
    // Each wrong field says what is wrong with it, under it, and reads that as its description.
    const emailError = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(emailError?.textContent).toBe('Please enter a valid email address.');
    const purpose = screen.getByLabelText('Purpose');
    expect(document.getElementById(purpose.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
    expect(document.activeElement).toBe(email);
    fireEvent.input(email, { target: { value: 'ravi@example.org' } });
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('offers the five purposes with their values and an email input', () => {
    renderWithProviders(<ContactForm />);
    const values = Array.from(screen.getByLabelText<HTMLSelectElement>('Purpose').options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(values).toEqual(['Request-demo', 'Purchase', 'Find-distributor', 'meeting', 'Others']);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('sends the four fields and shows the success text styled as success', async () => {
    const api = answerTrpc({ id: 1 });
    vi.stubGlobal('fetch', api);
    renderWithProviders(<ContactForm />);
    fill();
    submit();
    const status = await screen.findByText('Message sent successfully!');
    expect(status.className).toContain('status--success');
    const [call] = callsOf(api);
    expect(call?.url).toContain('/api/trpc/contact.send');
    expect(JSON.parse(String(call?.body))).toEqual({
      0: {
        name: 'Dr. Ravi Kumar',
        email: 'ravi@example.org',
        purpose: 'Request-demo',
        message: 'Please arrange a demo.',
      },
    });
  });

  it('shows the server error text', async () => {
    vi.stubGlobal('fetch', failTrpc('Too many requests, try again later', 429));
    renderWithProviders(<ContactForm />);
    fill();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Too many requests, try again later');
  });

  it('shows the network error text', async () => {
    vi.stubGlobal('fetch', unreachable());
    renderWithProviders(<ContactForm />);
    fill();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Network error: Could not send message. Please check your connection.',
    );
  });
});

describe('contact form without JavaScript (issue #20)', () => {
  afterEach(() => document.getElementById('manovo-form')?.remove());

  it('posts its named fields to the server', () => {
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact#contact-form');
    const names = [...(form as HTMLFormElement).elements]
      .map((el) => el.getAttribute('name'))
      .filter(Boolean);
    expect(names).toEqual(['website', 'name', 'email', 'purpose', 'message']);
  });

  it('shows the success line after the server redirected with ?sent=1', () => {
    renderWithProviders(<ContactForm />, { route: '/contact?sent=1' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Message sent successfully!');
    expect(status.className).toContain('status--success');
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('starts from the server’s answer in the page: its status line, the values, the wrong fields marked', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'manovo-form';
    block.textContent = JSON.stringify({
      form: 'contact',
      status: 'Please enter a valid email address.',
      values: { name: 'Ravi', email: 'nope', purpose: 'Purchase', message: 'Hello' },
    });
    document.body.append(block);
    renderWithProviders(<ContactForm />, { route: '/contact' });
    expect(screen.getByRole('status').textContent).toBe('Please enter a valid email address.');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ravi');
    expect(screen.getByLabelText<HTMLSelectElement>('Purpose').value).toBe('Purchase');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('contact form in German and French (issue #26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('speaks German: its labels, the purposes’ labels (their values the spec’s), its action and messages', async () => {
    vi.stubGlobal('fetch', answerTrpc({ id: 1 }));
    renderWithProviders(<ContactForm />, { locale: 'de' });
    const form = screen.getByRole('form', { name: 'Kontaktformular' });
    expect(form.getAttribute('action')).toBe('/de/contact#contact-form');
    const purpose = screen.getByLabelText<HTMLSelectElement>('Anliegen');
    expect([...purpose.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Bitte wählen Sie Ihr Anliegen'],
      ['Request-demo', 'Vorführung anfragen'],
      ['Purchase', 'Bestellung'],
      ['Find-distributor', 'Vertriebspartner finden'],
      ['meeting', 'Termin vereinbaren'],
      ['Others', 'Sonstiges'],
    ]);
    fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('status').textContent).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(document.getElementById('contact-email-error')?.textContent).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Dr. Anna Weber' } });
    fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: 'anna@example.org' } });
    fireEvent.change(purpose, { target: { value: 'Request-demo' } });
    fireEvent.input(screen.getByLabelText('Nachricht'), { target: { value: 'Bitte um Vorführung.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const status = await screen.findByText('Ihre Nachricht wurde erfolgreich gesendet.');
    expect(status.className).toContain('status--success');
  });

  it('shows the server’s answer to a French post without JavaScript in French, styled as it is', () => {
    renderWithProviders(<ContactForm />, { route: '/contact?sent=1', locale: 'fr' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Votre message a bien été envoyé.');
    expect(status.className).toContain('status--success');
  });
});
