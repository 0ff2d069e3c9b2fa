import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, trpcError, trpcOk } from '../../test/render';
import { ContactForm, validateContact } from './contact-form';

const fill = () => {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dr. Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ravi@example.org' } });
  fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'Request-demo' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please arrange a demo.' } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

afterEach(() => vi.unstubAllGlobals());

describe('contact form (spec §5, §8)', () => {
  it('requires all four fields', async () => {
    expect(validateContact({ name: 'a', email: 'b', purpose: '', message: 'c' })).toBe(
      'Please fill out all required fields.',
    );
    renderWithProviders(<ContactForm />);
    submit();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Please fill out all required fields.');
    expect(status.className).toContain('status--error');
  });

  it('offers the five purposes with their values and an email input', () => {
    renderWithProviders(<ContactForm />);
    const values = Array.from((screen.getByLabelText('Purpose') as HTMLSelectElement).options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(values).toEqual(['Request-demo', 'Purchase', 'Find-distributor', 'meeting', 'Others']);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('shows the success text styled as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => trpcOk({ ok: true, id: 1 })),
    );
    renderWithProviders(<ContactForm />);
    fill();
    submit();
    const status = await screen.findByText('Message sent successfully!');
    expect(status.className).toContain('status--success');
  });

  it('shows the server error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => trpcError('Too many requests, try again later', 429)),
    );
    renderWithProviders(<ContactForm />);
    fill();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Too many requests, try again later');
  });

  it('shows the network error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<ContactForm />);
    fill();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Network error: Could not send message. Please check your connection.',
    );
  });
});
