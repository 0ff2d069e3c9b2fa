import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTrpc, callsOf, failTrpc, renderWithProviders, unreachable } from '../../test/render';
import { ApplyForm, validateApplication } from './apply-form';

const MB = 1024 * 1024;
const pdf = (size = 100) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });
const valid = { name: 'Asha', email: 'asha@example.org', phone: '9876543210', message: '', resume: pdf() };

function fill(phone = '9876543210') {
  fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Asha Nair' } });
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'asha@example.org' } });
  fireEvent.input(screen.getByLabelText('Mobile number'), { target: { value: phone } });
}
const upload = (file: File) =>
  fireEvent.change(screen.getByLabelText('Resume (PDF, max 5 MB)'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

afterEach(() => vi.unstubAllGlobals());

describe('validateApplication (docs/product.md §5)', () => {
  it('requires a resume', () => {
    expect(validateApplication({ ...valid, resume: undefined })).toBe(
      '❌ Please upload your resume (PDF only, max 5 MB).',
    );
  });
  it('accepts only PDF', () => {
    const doc = new File(['x'], 'cv.docx', { type: 'application/msword' });
    expect(validateApplication({ ...valid, resume: doc })).toBe('❌ Only PDF files are allowed!');
  });
  it('requires less than 5 MB', () => {
    expect(validateApplication({ ...valid, resume: pdf(5 * MB) })).toBe(
      '❌ File size must be less than 5 MB!',
    );
    expect(validateApplication({ ...valid, resume: pdf(5 * MB - 1) })).toBeNull();
  });
  it('requires exactly 10 digits', () => {
    for (const phone of ['987654321', '98765432101', '98765-4321', '+919876543']) {
      expect(validateApplication({ ...valid, phone })).toBe(
        '❌ Please enter a valid 10-digit mobile number.',
      );
    }
  });
  it('requires name, email and phone', () => {
    expect(validateApplication({ ...valid, name: ' ' })).toBe('❌ Please fill out all required fields.');
  });
});

describe('ApplyForm', () => {
  it('shows the resume message when no file is chosen', async () => {
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      '❌ Please upload your resume (PDF only, max 5 MB).',
    );
  });

  it('rejects a non-PDF file', async () => {
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    upload(new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('❌ Only PDF files are allowed!');
  });

  it('rejects a file of 5 MB or more', async () => {
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    upload(pdf(5 * MB));
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('❌ File size must be less than 5 MB!');
  });

  it('rejects a phone number that is not 10 digits', async () => {
    renderWithProviders(<ApplyForm job={null} />);
    fill('12345');
    upload(pdf());
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      '❌ Please enter a valid 10-digit mobile number.',
    );
  });

  it('sends the resume as a file in a multipart form and shows the success text', async () => {
    const api = answerTrpc({ id: 7 });
    vi.stubGlobal('fetch', api);
    renderWithProviders(<ApplyForm job={{ id: 3, title: 'Design Engineer' }} />);
    fill();
    const resume = pdf();
    upload(resume);
    submit();
    // The spec's text, whole, with its ✅ drawn as an icon beside it (no emoji font needed).
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('✅ Application submitted successfully!'));
    expect(status.querySelector('svg.status__icon')).not.toBeNull();
    const [call] = callsOf(api);
    expect(call?.url).toContain('/api/trpc/application.submit');
    // One request of its own (no batch), with the File itself: no base64 in JSON.
    expect(call?.url).not.toContain('batch');
    const body = call?.body;
    expect(body).toBeInstanceOf(FormData);
    if (!(body instanceof FormData)) return;
    expect(body.get('resume')).toBe(resume);
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'resume'))).toEqual({
      name: 'Asha Nair',
      email: 'asha@example.org',
      phone: '9876543210',
      message: '',
      jobId: '3',
      jobTitle: 'Design Engineer',
    });
    // The form is ready for the next application.
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
  });

  it("prefixes the server's error with ❌", async () => {
    vi.stubGlobal('fetch', failTrpc('Only PDF files are allowed!'));
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    upload(pdf());
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('❌ Only PDF files are allowed!');
  });

  it('shows the connection error on network failure', async () => {
    vi.stubGlobal('fetch', unreachable());
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    upload(pdf());
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('❌ Failed to connect to server');
  });
});

describe('ApplyForm per-field marks', () => {
  it('marks each wrong field with its own message and clears it once edited', async () => {
    renderWithProviders(<ApplyForm job={null} />);
    fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'asha@example.org' } });
    fireEvent.input(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Job application' }));
    const phone = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    // Its hint and its message both describe it.
    const described = (phone.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toContain('apply-phone-hint');
    expect(document.getElementById('apply-phone-error')?.textContent).toBe(
      'Please enter a valid 10-digit mobile number.',
    );
    expect(screen.getByLabelText(/^Resume/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Full name').hasAttribute('aria-invalid')).toBe(false);
    fireEvent.input(phone, { target: { value: '9876543210' } });
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('apply form in French (issue #26)', () => {
  it('speaks French: its labels, hint, per-field messages and status line, posting to the French page', () => {
    renderWithProviders(<ApplyForm job={null} />, { locale: 'fr' });
    const form = screen.getByRole('form', { name: 'Candidature' });
    expect(form.getAttribute('action')).toBe('/fr/careersapply#apply-form');
    expect(screen.getByText('10 chiffres, sans espaces ni indicatif pays.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Nom et prénom'), { target: { value: 'Claire Martin' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'claire@example.org' } });
    fireEvent.input(screen.getByLabelText('Numéro de mobile'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(screen.getByRole('status').textContent).toBe(
      '❌ Veuillez saisir un numéro de mobile valide à 10 chiffres.',
    );
    expect(document.getElementById('apply-phone-error')?.textContent).toBe(
      'Veuillez saisir un numéro de mobile valide à 10 chiffres.',
    );
  });
});
