import { COMPANY } from '@manovo/content/site';

/** The company's postal address, a line each, for an <address> or a paragraph to hold. */
export function CompanyAddressLines() {
  return COMPANY.address.map((line) => (
    <span key={line}>
      {line}
      <br />
    </span>
  ));
}
