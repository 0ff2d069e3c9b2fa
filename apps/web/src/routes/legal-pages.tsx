import { PRIVACY, TERMS } from '@manovo/content/static-pages';
import { PageBanner } from '../components/page-banner';
import { TextSections } from '../components/text-sections';

export function PrivacyPolicyPage() {
  return (
    <>
      <PageBanner eyebrow="Legal" title="Privacy Policy" lead="Last updated 1 January 2025." />
      <div className="section">
        <div className="container">
          <TextSections sections={PRIVACY} />
        </div>
      </div>
    </>
  );
}

export function TermsPage() {
  return (
    <>
      <PageBanner eyebrow="Legal" title="Terms & Conditions" lead="Last updated 1 January 2025." />
      <div className="section">
        <div className="container">
          <TextSections sections={TERMS} />
        </div>
      </div>
    </>
  );
}
