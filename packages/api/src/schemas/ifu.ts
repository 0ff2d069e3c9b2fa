import { z } from 'zod';
import { IFU_STATUSES } from '../domain/constants';
import { IFU_MESSAGES } from '../domain/ifu-messages';
import { MESSAGES } from '../domain/messages';
import {
  charCount,
  ZFile,
  ZId,
  ZPage,
  zEmail,
  zEnum,
  zFormData,
  zOptionalText,
  zRequiredText,
  zText,
} from './common';
import { ISO_DATE } from './patterns';

// Instructions for use (docs/product.md, "Instructions for use"). REF, language and revision become
// parts of public URLs (/ifu/{ref}/{lang}/{revision}) and of a downloaded file's name, hence their
// narrow alphabets.
export const IFU_REF_PATTERN = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';
export const IFU_LANG_PATTERN = '[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}';
export const IFU_REVISION_PATTERN = '[A-Za-z0-9][A-Za-z0-9._-]{0,15}';
/**
 * Text that must match `pattern` whole once trimmed, else `message`; `then` may transform it. The
 * schema publishes the pattern it checks (with the white space trimming allows) for the API's document.
 */
function zMatching(pattern: string, message: string): z.ZodString;
function zMatching<T extends z.ZodType>(pattern: string, message: string, then: (s: z.ZodString) => T): T;
function zMatching(pattern: string, message: string, then?: (s: z.ZodString) => z.ZodType) {
  const checked = z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^${pattern}$`), message);
  return (then ? then(checked) : checked).meta({ pattern: `^\\s*${pattern}\\s*$` });
}

export const zIfuRef = zMatching(IFU_REF_PATTERN, IFU_MESSAGES.ifuRefFormat);
/** Stored lower-case (`pt-br`), so a language is one value however it was typed. */
export const zIfuLang = zMatching(IFU_LANG_PATTERN, IFU_MESSAGES.ifuLangFormat, (s) =>
  s.transform((v) => v.toLowerCase()),
);
export const zIfuRevision = zMatching(IFU_REVISION_PATTERN, IFU_MESSAGES.ifuRevisionFormat);
/** A real calendar day (1990–2199): the document publishes the same pattern the server checks. */
export const zIfuDate = zMatching(ISO_DATE, IFU_MESSAGES.ifuDateFormat);

const optionalOrNull = <T extends z.ZodType>(t: T) =>
  z
    .union([z.literal('').transform(() => null), t])
    .optional()
    .transform((v) => v ?? null);

/** A new revision as the admin form and the REST door send it; the PDF is checked by its bytes later. */
export const ZIfuRevisionFields = z.object({
  ref: zIfuRef,
  udiDi: optionalOrNull(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,40}$/, 'UDI-DI: up to 40 letters and digits.'),
  ),
  title: zRequiredText('Device name', 200, MESSAGES.requiredFields),
  instrumentSlug: optionalOrNull(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, 'Unknown lineup instrument.'),
  ),
  lang: zIfuLang,
  revision: zIfuRevision,
  effectiveDate: zIfuDate,
  changeSummary: zOptionalText('Change summary', 2000),
  status: zEnum(['draft', 'published'] as const, 'Status: draft or published.'),
  file: ZFile.optional(),
});
export type TIfuRevisionFields = z.input<typeof ZIfuRevisionFields>;
export const ZIfuRevisionCreate = zFormData(ZIfuRevisionFields);

export const ZIfuRevisionKey = z.object({ ref: zIfuRef, lang: zIfuLang, revision: zIfuRevision });
export const ZIfuWithdraw = ZIfuRevisionKey.extend({
  reason: zRequiredText('Reason', 1000, IFU_MESSAGES.ifuWithdrawReason),
});

export const ZIfuListPublic = z.object({
  q: zText('Search', 200).optional(),
  lang: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((s) => s?.toLowerCase() || undefined),
});
export const ZIfuByRef = z.object({ ref: z.string().trim().max(200) });

const honeypot = z
  .string()
  .refine((v) => charCount(v) <= 2000)
  .meta({ maxLength: 2000 })
  .optional();
const required = (label: string, max: number) => zRequiredText(label, max, MESSAGES.requiredFields);

/** A request for a free paper copy, from the device page's form or an integrator. */
export const ZIfuPaperRequest = z.object({
  website: honeypot,
  name: required('Name', 200),
  email: zEmail(MESSAGES.requiredFields),
  institution: required('Institution', 300),
  address: required('Postal address', 1000),
  ref: required('REF', 64),
  lang: required('Language', 40).transform((s) => s.toLowerCase()),
  message: zOptionalText('Message', 2000),
});
export type TIfuPaperRequest = z.input<typeof ZIfuPaperRequest>;

export const ZIfuPaperList = z.object({ page: ZPage });
export const ZIfuPaperSent = z.object({ id: ZId });
export const IFU_ADMIN_STATUSES = IFU_STATUSES;
