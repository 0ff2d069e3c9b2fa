import type { IfuDocument, IfuRevision } from '@manovo/api/domain';
import { INSTRUMENTS } from '@manovo/content/products';
import { describe, expect, it } from 'vitest';
import { missingLanguages } from './ifu-page';

const rev = (lang: string, status: IfuRevision['status'] = 'published'): IfuRevision => ({
  id: 1,
  lang,
  revision: 'A',
  effectiveDate: '2025-01-01',
  changeSummary: '',
  status,
  withdrawnReason: null,
  publishedAt: null,
  withdrawnAt: null,
  size: 1,
  sha256: '0',
  url: '',
  current: status === 'published',
});
const doc = (i: number, revisions: IfuRevision[]): IfuDocument => ({
  id: i,
  ref: INSTRUMENTS[i]!.ref,
  udiDi: null,
  title: INSTRUMENTS[i]!.title,
  instrumentSlug: INSTRUMENTS[i]!.id,
  revisions,
});

describe('the missing-language warning', () => {
  it('names each lineup instrument without a published IFU in a language another one has', () => {
    const docs = INSTRUMENTS.map((_, i) => doc(i, [rev('en'), rev('de')]));
    docs[1] = doc(1, [rev('en'), rev('de', 'draft')]);
    docs[2] = doc(2, [rev('en'), rev('de'), rev('fr')]);
    const missing = missingLanguages(docs);
    expect(missing.find((m) => m.ref === INSTRUMENTS[1]!.ref)?.langs).toEqual(['de', 'fr']);
    expect(missing.find((m) => m.ref === INSTRUMENTS[0]!.ref)?.langs).toEqual(['fr']);
    expect(missing.find((m) => m.ref === INSTRUMENTS[2]!.ref)).toBeUndefined();
  });
});
