import { LEGAL_TEXTS } from '@manovo/content/legal';
import { TextPage } from '../components/text-page';
import { useTexts } from '../lib/i18n';

const ENGLISH_PATHS = { privacy: '/Privacy-Policy', terms: '/termscondition' } as const;

/**
 * A legal text in the page's language. A translation says that the English text prevails and links it
 * (a plain link: another language is another document); the English page has no such line.
 */
function LegalPage({ text }: { text: keyof typeof ENGLISH_PATHS }) {
  const t = useTexts('legal', LEGAL_TEXTS);
  const { title, sections } = t[text];
  const notice = t.prevails && (
    <p className="muted">
      {t.prevails}{' '}
      <a href={ENGLISH_PATHS[text]} hrefLang="en">
        {t.englishLink}
      </a>
    </p>
  );
  return <TextPage eyebrow={t.eyebrow} title={title} lead={t.updated} sections={sections} before={notice} />;
}

export const PrivacyPolicyPage = () => <LegalPage text="privacy" />;
export const TermsPage = () => <LegalPage text="terms" />;
