// The public forms (contact and apply) and the staff inbox that reads what they send.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { failureOf, formOf, PNG_1X1, TINY_PDF } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi({ rateLimits: { formsPerAddress: 3 } });

const pdf = () => new File([TINY_PDF], 'cv.pdf', { type: 'application/pdf' });
const applicant = { name: 'Asha', email: 'asha@example.org', phone: '9876543210' };

describe('contact and apply', () => {
  it('stores a contact message and shows it in the inbox until it is handled', async () => {
    const sent = await api.caller().contact.send({
      name: 'Ravi',
      email: 'ravi@example.org',
      purpose: 'Request-demo',
      message: 'Demo please',
    });
    const inbox = await staff.inbox.messages({});
    expect(inbox).toMatchObject({ total: 1, unhandled: 1 });
    expect(inbox.items[0]).toMatchObject({
      id: sent.id,
      name: 'Ravi',
      purpose: 'Request-demo',
      isHandled: false,
    });
    await staff.inbox.setHandled({ kind: 'message', id: sent.id, isHandled: true });
    expect(await staff.inbox.messages({})).toMatchObject({ unhandled: 0 });
  });

  it('stores an application with its resume, downloadable by staff only', async () => {
    const sent = await api
      .caller('', '192.0.2.9')
      .application.submit(formOf({ ...applicant, jobTitle: 'Engineer', resume: pdf() }));
    const { items } = await staff.inbox.applications({});
    expect(items[0]).toMatchObject({
      id: sent.id,
      jobTitle: 'Engineer',
      resumeName: 'cv.pdf',
      resumeUrl: `/api/admin/inbox/applications/${sent.id}/resume`,
    });
    expect(api.files.resumes.size).toBe(1);
  });

  it('answers the form messages for bad input, checking the resume by its bytes', async () => {
    const visitor = api.caller(null, '192.0.2.10');
    expect(
      await failureOf(
        visitor.contact.send({ name: 'a', email: 'a@b.org', purpose: 'Purchase', message: ' ' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.requiredFields });
    expect(
      (await failureOf(visitor.contact.send({ name: 'a', email: 'nope', purpose: 'Purchase', message: 'm' })))
        .message,
    ).toBe(MESSAGES.invalidEmail);
    expect((await failureOf(visitor.application.submit(formOf(applicant)))).message).toBe(
      MESSAGES.resumeRequired,
    );
    const png = new File([PNG_1X1], 'cv.pdf', { type: 'application/pdf' });
    expect((await failureOf(visitor.application.submit(formOf({ ...applicant, resume: png })))).message).toBe(
      MESSAGES.resumeNotPdf,
    );
    expect(
      (await failureOf(visitor.application.submit(formOf({ ...applicant, phone: '12345', resume: pdf() }))))
        .message,
    ).toBe(MESSAGES.invalidPhone);
  });

  it('limits each address to its budget of sent forms', async () => {
    const visitor = api.caller(null, '192.0.2.77');
    const send = () => visitor.contact.send({ name: 'a', email: 'a@b.org', purpose: 'Others', message: 'm' });
    for (let i = 0; i < 3; i++) await send();
    expect(await failureOf(send())).toEqual({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests });
    await api
      .caller(null, '192.0.2.78')
      .contact.send({ name: 'a', email: 'a@b.org', purpose: 'Others', message: 'm' });
  });

  it('keeps the inbox and resumes for signed-in staff', async () => {
    const visitor = api.caller();
    for (const call of [
      visitor.inbox.messages({}),
      visitor.inbox.applications({}),
      visitor.inbox.setHandled({ kind: 'message', id: 1, isHandled: true }),
    ])
      expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
  });
});
