import { contactMessages, jobApplications, storedFiles } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, PNG_1X1, postJson, statusesOf, TINY_PDF, withTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, sendForm } = useTestApp();

const contact = (payload: object) => postJson(t, '/api/admin/contact', payload);
const apply = (
  fields: Record<string, string>,
  resume?: { filename: string; contentType: string; data: Buffer },
) => sendForm('POST', '/api/admin/apply', fields, resume ? { resume } : {});
const applicant = { name: 'Asha', email: 'asha@example.org', phone: '9876543210', message: 'Hello' };
const pdf = { filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF };

describe('POST /contact', () => {
  it('stores the message before answering success', async () => {
    const res = await contact({
      name: 'Ravi',
      email: 'ravi@example.org',
      purpose: 'Request-demo',
      message: 'Demo please',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    const rows = await t.db.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ravi',
      purpose: 'Request-demo',
      message: 'Demo please',
      handledAt: null,
    });
  });

  it("answers 'Please fill out all required fields.' when a field is missing", async () => {
    const res = await contact({ name: 'Ravi', email: 'ravi@example.org', purpose: 'Purchase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please fill out all required fields.');
  });

  it('rejects an invalid email and an unknown purpose', async () => {
    expect(
      (await contact({ name: 'a', email: 'nope', purpose: 'Purchase', message: 'm' })).json().error,
    ).toBe('Please enter a valid email address.');
    expect((await contact({ name: 'a', email: 'a@b.org', purpose: 'Spam', message: 'm' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /apply', () => {
  it('stores the application and the resume outside the public uploads', async () => {
    const res = await apply({ ...applicant, job_title: 'Design Engineer' }, pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const [row] = await t.db.db.select().from(jobApplications);
    expect(row).toMatchObject({
      name: 'Asha',
      phone: '9876543210',
      jobTitle: 'Design Engineer',
      resumeName: 'cv.pdf',
    });
    const [stored] = await t.db.db.select().from(storedFiles).where(eq(storedFiles.name, row!.resumePath));
    expect(stored).toMatchObject({ kind: 'resume', contentType: 'application/pdf', size: TINY_PDF.length });
    const publicTry = await t.app.inject({ method: 'GET', url: `/uploads/${row!.resumePath}` });
    expect(publicTry.statusCode).toBe(404);
  });

  it('lets only a signed-in admin download the resume', async () => {
    const [row] = await t.db.db.select().from(jobApplications);
    const url = `/api/admin/inbox/applications/${row!.id}/resume`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url, headers: auth(await t.login()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(TINY_PDF)).toBe(true);
  });

  it('answers the spec messages for a missing resume, a non-PDF and a file of 5 MB or more', async () => {
    const missing = await apply(applicant);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      error: 'Please upload your resume (PDF only, max 5 MB).',
    });
    const png = await apply(applicant, { filename: 'cv.pdf', contentType: 'application/pdf', data: PNG_1X1 });
    expect(png.json().error).toBe('Only PDF files are allowed!');
    const big = await apply(applicant, {
      ...pdf,
      data: Buffer.concat([TINY_PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('File size must be less than 5 MB!');
  });

  it('requires name, email and a 10-digit phone', async () => {
    expect((await apply({ ...applicant, name: '' }, pdf)).json().error).toBe(
      'Please fill out all required fields.',
    );
    expect((await apply({ ...applicant, phone: '12345' }, pdf)).json().error).toBe(
      'Please enter a valid 10-digit mobile number.',
    );
  });
});

describe('rate limits on public forms', () => {
  it('answers 429 once an IP has used its contact budget', () =>
    withTestApp({ rateLimits: { formsPerAddress: 5 } }, async (limited) => {
      const statuses = await statusesOf(6, (i) =>
        postJson(limited, '/api/admin/contact', {
          name: 'n',
          email: 'n@example.org',
          purpose: 'Others',
          message: `m${i}`,
        }),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await limited.db.db.select().from(contactMessages)).toHaveLength(5);
    }));
});
