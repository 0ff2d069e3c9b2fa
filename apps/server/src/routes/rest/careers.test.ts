import { careers } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

const { t, rest: req } = useTestApp({ signedIn: true });

describe('careers', () => {
  it('creates, reads, updates and deletes a career with every field', async () => {
    const fields = {
      title: 'Test Engineer',
      category: 'internship',
      status: 'published',
      location: 'Pune',
      experience: '0-1 years',
      salary: 'Stipend',
      skills: 'Python, rigs',
      apply_url: 'https://jobs.example.org/1',
      apply_email: 'jobs@example.org',
      description: '<p>Build <strong>rigs</strong></p>',
    };
    const created = await req('POST', '/careers', fields);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().item;
    const read = await req('GET', `/careers/${id}`);
    expect(read.json().item).toMatchObject(fields);
    expect(read.json().item.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const updated = await req('PUT', `/careers/${id}`, { ...fields, title: 'Senior Test Engineer' });
    expect(updated.json().item.title).toBe('Senior Test Engineer');
    expect((await req('DELETE', `/careers/${id}`)).json()).toEqual({ ok: true });
    expect((await req('GET', `/careers/${id}`)).statusCode).toBe(404);
  });

  it("answers 'Title is required' for a blank title", async () => {
    const res = await req('POST', '/careers', { title: '   ', category: 'fulltime' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Title is required' });
  });

  it('sanitises the description before storing it', async () => {
    const res = await req('POST', '/careers', {
      title: 'XSS check',
      description:
        '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style> <a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a></p>',
    });
    const [row] = await t.db.db.select().from(careers).where(eq(careers.id, res.json().item.id));
    expect(row!.description).not.toMatch(/script|onclick|javascript:|<style/i);
    expect(row!.description).toContain('<a href="https://ok.example">ok</a>');
    expect(row!.description).toContain('<p>Hi');
  });

  it('lists only published careers publicly, by category, with ok:true', async () => {
    await req('POST', '/careers', { title: 'Visible FT', category: 'fulltime', status: 'published' });
    await req('POST', '/careers', { title: 'Draft FT', category: 'fulltime', status: 'draft' });
    await req('POST', '/careers', { title: 'Archived FT', category: 'fulltime', status: 'archived' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/public/careers?category=fulltime&limit=24',
    });
    expect(res.json().ok).toBe(true);
    expect(res.json().items.map((c: { title: string }) => c.title)).toEqual(['Visible FT']);
    const admin = await req('GET', '/careers?category=fulltime&q=ft');
    expect(admin.json().items).toHaveLength(3);
  });
});
