import { z } from 'zod';
import { PUBLICATION_PLATFORMS } from '../domain/constants';
import { FACT_MESSAGES as F } from '../domain/fact-messages';
import { MESSAGES } from '../domain/messages';
import { ZId, zEnum, zFlag, zOptionalMediaUrl, zOptionalText, zRequiredText } from './common';
import { ISO_DATE, trimmed } from './patterns';

// The facts behind the product claims (docs/product.md, "Facts behind the claims"): what staff write,
// shared by the procedures and the admin forms.

const whole = (pattern: string) => new RegExp(trimmed(pattern, true), 'u');

/** A lineup instrument's id (packages/content INSTRUMENTS). */
export const ZInstrumentSlug = z
  .string({ error: F.unknownInstrument })
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, F.unknownInstrument);

/** A calendar day, YYYY-MM-DD, or blank (null) when not known. */
export const zOptionalDay = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label}: ${F.factDateFormat}` })
    .refine((v) => v === null || whole(ISO_DATE).test(v), `${label}: ${F.factDateFormat}`)
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .meta({ anyOf: [{ type: 'string', pattern: trimmed(ISO_DATE, true) }, { type: 'null' }] })
    .optional()
    .default(null);

const shown = zFlag(F.factFlag).optional().default(true);
const withId = <T extends z.ZodRawShape>(input: z.ZodObject<T>) => input.extend({ id: ZId });

export const ZMarketStatusInput = z.object({
  instrumentSlug: ZInstrumentSlug,
  market: zRequiredText('Market', 120, MESSAGES.requiredFields),
  status: zRequiredText('Status', 120, MESSAGES.requiredFields),
  reference: zOptionalText('Certificate or registration number', 120),
  statusDate: zOptionalDay('Date'),
  limitedAvailability: zFlag(F.factFlag).optional().default(false),
  shown,
});
export type TMarketStatusInput = z.input<typeof ZMarketStatusInput>;
export const ZMarketStatusUpdate = withId(ZMarketStatusInput);

export const ZQualityCertificateInput = z.object({
  standard: zRequiredText('Standard', 120, MESSAGES.requiredFields),
  body: zRequiredText('Certification body', 200, MESSAGES.requiredFields),
  number: zRequiredText('Certificate number', 120, MESSAGES.requiredFields),
  validFrom: zOptionalDay('Valid from'),
  validUntil: zOptionalDay('Valid until'),
  shown,
});
export type TQualityCertificateInput = z.input<typeof ZQualityCertificateInput>;
export const ZQualityCertificateUpdate = withId(ZQualityCertificateInput);

export const ZReprocessingInput = z.object({
  instrumentSlug: ZInstrumentSlug,
  cleaning: zRequiredText('Cleaning', 2000, MESSAGES.requiredFields),
  sterilisation: zRequiredText('Sterilisation', 2000, MESSAGES.requiredFields),
  cycles: z
    .union([z.number(), z.null(), z.string()], { error: F.factCycles })
    .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
    .pipe(
      z
        .number({ error: F.factCycles })
        .int(F.factCycles)
        .min(1, F.factCycles)
        .max(100_000, F.factCycles)
        .nullable(),
    )
    .optional()
    .default(null),
  shown,
});
export type TReprocessingInput = z.input<typeof ZReprocessingInput>;
export const ZReprocessingUpdate = withId(ZReprocessingInput);

/** A DOI as printed (10.prefix/suffix), without the resolver's address. */
const DOI = '10\\.\\d{4,9}/\\S{1,200}';

export const ZPublicationInput = z.object({
  title: zRequiredText('Title', 300, MESSAGES.titleRequired),
  authors: zRequiredText('Authors', 500, MESSAGES.requiredFields),
  venue: zRequiredText('Venue', 200, MESSAGES.requiredFields),
  year: z
    .union([z.number(), z.string()], { error: F.factYear })
    .transform(Number)
    .pipe(z.number().int(F.factYear).min(1990, F.factYear).max(2199, F.factYear)),
  platform: zEnum(PUBLICATION_PLATFORMS, MESSAGES.invalidCategory).optional().default('journal'),
  doi: zOptionalText('DOI', 220)
    .transform((v) => v.replace(/^https?:\/\/(dx\.)?doi\.org\//i, ''))
    .refine((v) => v === '' || whole(DOI).test(v), F.factDoi),
  link: zOptionalMediaUrl('Link'),
  summary: zOptionalText('Summary', 2000),
  shown,
});
export type TPublicationInput = z.input<typeof ZPublicationInput>;
export const ZPublicationUpdate = withId(ZPublicationInput);
