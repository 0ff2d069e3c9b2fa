import { describe, expect, it } from 'vitest';
import { FACT_MESSAGES } from '../domain/fact-messages';
import { MESSAGES } from '../domain/messages';
import { failureOf } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('product facts', () => {
  it('saves a market status, shows it publicly only while shown, and keeps an audit row', async () => {
    const row = await staff.marketStatuses.create({
      instrumentSlug: 'cobra-grasper',
      market: 'European Union',
      status: 'CE marked',
      reference: 'CE 123456',
      statusDate: '2025-03-14',
      limitedAvailability: true,
    });
    expect(row).toMatchObject({ id: expect.any(Number), statusDate: '2025-03-14', shown: true });
    expect(await api.caller().marketStatuses.listPublic()).toEqual([row]);

    const hidden = await staff.marketStatuses.update({ ...row, shown: false, statusDate: '' });
    expect(hidden.statusDate).toBeNull();
    expect(await api.caller().marketStatuses.listPublic()).toEqual([]);
    expect(await staff.marketStatuses.list()).toEqual([hidden]);

    const audit = await staff.audit.list({});
    expect(audit.items.map((a) => [a.entity, a.action])).toContainEqual(['market-status', 'create']);

    await staff.marketStatuses.delete({ id: row.id });
    expect((await failureOf(staff.marketStatuses.byId({ id: row.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses bad input with the product messages, and anonymous writes', async () => {
    expect(
      await failureOf(
        staff.marketStatuses.create({ instrumentSlug: 'Not a slug', market: 'EU', status: 'x' }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: FACT_MESSAGES.unknownInstrument });
    expect(
      (await failureOf(staff.qualityCertificates.create({ standard: 'ISO 13485', body: 'B', number: '' })))
        .message,
    ).toBe(MESSAGES.requiredFields);
    expect(
      (
        await failureOf(
          staff.qualityCertificates.create({
            standard: 'S',
            body: 'B',
            number: 'N',
            validUntil: '2027-02-30',
          }),
        )
      ).message,
    ).toBe(`Valid until: ${FACT_MESSAGES.factDateFormat}`);
    expect(
      (await failureOf(staff.publications.create({ title: 'T', authors: 'A', venue: 'V', year: 1800 })))
        .message,
    ).toBe(FACT_MESSAGES.factYear);
    expect(
      (
        await failureOf(
          staff.publications.create({ title: 'T', authors: 'A', venue: 'V', year: 2024, doi: 'x' }),
        )
      ).message,
    ).toBe(FACT_MESSAGES.factDoi);
    expect((await failureOf(api.caller().marketStatuses.list())).code).toBe('UNAUTHORIZED');
  });

  it('keeps one reprocessing summary per instrument, and a DOI without its resolver', async () => {
    const first = await staff.reprocessing.create({
      instrumentSlug: 'clip-applier',
      cleaning: 'Washer-disinfector.',
      sterilisation: 'Steam, 134 °C, 3 min.',
      cycles: '100',
    });
    expect(first.cycles).toBe(100);
    expect(
      await failureOf(
        staff.reprocessing.create({ instrumentSlug: 'clip-applier', cleaning: 'x', sterilisation: 'y' }),
      ),
    ).toEqual({ code: 'CONFLICT', message: FACT_MESSAGES.reprocessingExists });
    // Its own row may keep its instrument.
    expect((await staff.reprocessing.update({ ...first, cleaning: 'By hand.' })).cleaning).toBe('By hand.');

    const pub = await staff.publications.create({
      title: 'Bench test',
      authors: 'A. Rao',
      venue: 'J Test',
      year: '2024',
      doi: 'https://doi.org/10.5555/demo.1',
    });
    expect(pub).toMatchObject({ year: 2024, doi: '10.5555/demo.1', platform: 'journal' });
  });
});
