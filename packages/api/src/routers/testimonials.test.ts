import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { failureOf, formOf, pngFile } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('testimonials', () => {
  it('creates with a photo, hides and shows it, edits it and deletes it', async () => {
    const t = await staff.testimonials.create(
      formOf({
        personName: 'Dr. Meera Iyer',
        company: 'City Hospital',
        message: 'Precise.',
        image: pngFile(),
      }),
    );
    expect(t).toMatchObject({ personName: 'Dr. Meera Iyer', isActive: true });
    expect(await api.caller().testimonials.listPublic({})).toEqual([t]);

    const hidden = await staff.testimonials.setActive({ id: t.id, isActive: false });
    expect(hidden.isActive).toBe(false);
    expect(await api.caller().testimonials.listPublic({})).toEqual([]);

    const edited = await staff.testimonials.update(
      formOf({ id: String(t.id), personName: 'Dr. Meera Iyer', message: 'Very precise.', isActive: 'true' }),
    );
    expect(edited).toMatchObject({ message: 'Very precise.', isActive: true, imageUrl: t.imageUrl });

    await staff.testimonials.delete({ id: t.id });
    // Kept with the deleted item's last version, for a restore within 30 days.
    expect(api.files.images.has(t.imageUrl ?? '')).toBe(true);
    expect((await failureOf(staff.testimonials.byId({ id: t.id }))).code).toBe('NOT_FOUND');
  });

  it('pages the admin list and filters it by status and text', async () => {
    for (let i = 0; i < 23; i++)
      await staff.testimonials.create(
        formOf({ personName: `Person ${i}`, message: 'm', isActive: i % 4 ? '1' : '0' }),
      );
    const first = await staff.testimonials.list({ page: 1 });
    expect(first).toMatchObject({ total: 23, page: 1, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect((await staff.testimonials.list({ page: 2 })).items).toHaveLength(3);
    expect((await staff.testimonials.list({ status: 'inactive' })).total).toBe(6);
    expect((await staff.testimonials.list({ q: 'person 12' })).items.map((x) => x.personName)).toEqual([
      'Person 12',
    ]);
  });

  it('answers the product messages for bad input', async () => {
    expect(await failureOf(staff.testimonials.create(formOf({ message: 'x' })))).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.nameRequired,
    });
    expect((await failureOf(staff.testimonials.create(formOf({ personName: 'x' })))).message).toBe(
      MESSAGES.messageRequired,
    );
    expect(
      (await failureOf(staff.testimonials.create(formOf({ personName: 'x'.repeat(201), message: 'm' }))))
        .message,
    ).toBe('Name must be at most 200 characters.');
    expect(
      (
        await failureOf(
          staff.testimonials.create(formOf({ personName: 'x', message: 'm', isActive: 'maybe' })),
        )
      ).message,
    ).toBe(MESSAGES.activeFlag);
  });

  it('lets only a signed-in admin write or read hidden ones', async () => {
    const visitor = api.caller();
    for (const call of [
      visitor.testimonials.list({}),
      visitor.testimonials.byId({ id: 1 }),
      visitor.testimonials.create(formOf({ personName: 'x', message: 'm' })),
      visitor.testimonials.setActive({ id: 1, isActive: true }),
      visitor.testimonials.delete({ id: 1 }),
    ]) {
      expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
    }
  });
});
