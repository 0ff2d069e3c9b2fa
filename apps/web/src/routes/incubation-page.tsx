import { INCUBATION_TEXTS } from '@manovo/content/company-pages';
import { TextPage } from '../components/text-page';
import { useTexts } from '../lib/i18n';
import { Link } from '../lib/router';

export default function IncubationPage() {
  const t = useTexts('incubation', INCUBATION_TEXTS);
  return (
    <TextPage eyebrow={t.eyebrow} title={t.title} lead={t.lead} sections={t.sections}>
      <p>
        <Link to="/Investor">{t.investorLink}</Link>
      </p>
    </TextPage>
  );
}
