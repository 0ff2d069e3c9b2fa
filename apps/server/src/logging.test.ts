import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/use-test-app';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const { t } = useTestApp({ logger: { level: 'info', stream } });

const PERSON = {
  name: 'Asha Verma',
  email: 'asha.verma@example.com',
  purpose: 'Others',
  message: 'My knee hurts',
};

describe('logs carry no query parameters, form contents or query strings', () => {
  it('logs a failed insert of a contact form by its SQL and code, without the form', async () => {
    // A real fault (the table is gone), so the failure is logged as an error.
    await t.db.db.execute('drop table contact_messages');
    lines.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/contact', payload: PERSON });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ ok: false, error: 'Internal server error' });
    const log = lines.join('');
    expect(log).toContain('insert into \\"contact_messages\\"');
    expect(log).toContain('"code":"42P01"');
    for (const value of [PERSON.name, PERSON.email, PERSON.message]) expect(log).not.toContain(value);
    expect(log).not.toContain('params:');
  });

  it('logs requests by path only', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/admin/search?q=asha.verma%40example.com' });
    await t.app.inject({
      method: 'GET',
      url: `/api/trpc/search.query?input=${encodeURIComponent('{"q":"asha verma"}')}`,
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/admin/search"');
    expect(log).not.toMatch(/asha/i);
  });
});
