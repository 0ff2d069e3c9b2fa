import { INCUBATION } from '@manovo/content/static-pages';
import { PageBanner } from '../components/page-banner';
import { TextSections } from '../components/text-sections';
import { Link } from '../lib/router';

export default function IncubationPage() {
  return (
    <>
      <PageBanner
        eyebrow="Company"
        title="Incubation"
        lead="From a workbench in 2020 to a lineup of 15 instruments."
      />
      <div className="section">
        <div className="container">
          <TextSections sections={INCUBATION} />
          <p>
            <Link to="/Investor">Read about our grant and investment</Link>
          </p>
        </div>
      </div>
    </>
  );
}
