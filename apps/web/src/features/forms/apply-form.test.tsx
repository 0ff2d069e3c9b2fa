import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, trpcError, trpcOk } from '../../test/render';
import { ApplyForm, validateApplication } from './apply-form';

const MB = 1024 * 1024;
const valid = { name: 'Asha', email: 'asha@example.org', phone: '9876543210', message: '' };
const pdf = (size = 100) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });

function fill(phone = '9876543210') {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Nair' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.org' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: phone } });
}
const upload = (file: File) =>
  fireEvent.change(screen.getByLabelText('Resume (PDF, max 5 MB)'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

afterEach(() => vi.unstubAllGlobals());

describe('validateApplication (spec §5)', () => {
  it('requires a resume', () => {
    expect(validateApplication(valid, null)).toBe('❌ Please upload your resume (PDF only, max 5 MB).');
  });
  it('accepts only PDF', () => {
    expect(validateApplication(valid, { name: 'cv.docx', type: 'application/msword', size: 10 })).toBe(
      '❌ Only PDF files are allowed!',
    );
  });
  it('requires less than 5 MB', () => {
    expect(validateApplication(valid, { name: 'cv.pdf', type: 'application/pdf', size: 5 * MB })).toBe(
      '❌ File size must be less than 5 MB!',
    );
    expect(
      validateApplication(valid, { name: 'cv.pdf', type: 'application/pdf', size: 5 * MB - 1 }),
    ).toBeNull();
  });
  it('requires exactly 10 digits', () => {
    for (const phone of ['987654321', '98765432101', '98765-4321', '+919876543']) {
      expect(validateApplication({ ...valid, phone }, pdf())).toBe(
        '❌ Please enter a valid 10-digit mobile number.',
      );
    }
  });
  it('requires name, email and phone', () => {
    expect(validateApplication({ ...valid, name: ' ' }, pdf())).toBe(
      '❌ Please fill out all required fields.',
    );
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

  it('submits and shows the success text', async () => {
    const fetchMock = vi.fn(async () => trpcOk({ success: true, id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ApplyForm job={{ id: 3, title: 'Design Engineer' }} />);
    fill();
    upload(pdf());
    submit();
    expect(await screen.findByText('✅ Application submitted successfully!')).toBeTruthy();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body['0']).toMatchObject({
      job_id: 3,
      job_title: 'Design Engineer',
      phone: '9876543210',
      resume: { filename: 'cv.pdf' },
    });
  });

  it("prefixes the server's error with ❌", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => trpcError('Only PDF files are allowed!')),
    );
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    upload(pdf());
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('❌ Only PDF files are allowed!');
  });

  it('shows the connection error on network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<ApplyForm job={null} />);
    fill();
    upload(pdf());
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('❌ Failed to connect to server');
  });
});
