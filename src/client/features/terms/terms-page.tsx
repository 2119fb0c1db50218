import { POLICY_LAST_UPDATED } from '@core/policy';
import { LegalDocument } from '@client/components/legal/legal-document';
import { MedicalNotice } from './medical-notice';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated={POLICY_LAST_UPDATED}
      intro={
        <p>
          These terms set out what you can expect from Cairn and what we ask of you in return.
          Please read the medical disclaimer first: it matters most.
        </p>
      }
      notice={<MedicalNotice />}
      sections={TERMS_SECTIONS}
    />
  );
}
