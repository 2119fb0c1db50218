import { POLICY_LAST_UPDATED } from '@core/policy';
import { LegalDocument } from '@client/components/legal/legal-document';
import { PRIVACY_SECTIONS } from './privacy-sections';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={POLICY_LAST_UPDATED}
      intro={
        <>
          <p>
            This policy explains, in plain language, what Cairn stores about you, why, who can see
            it, and how to remove it.
          </p>
          <p>
            Cairn is software that anyone can run: on their own computer, or as a service for other
            people. In this policy, &ldquo;we&rdquo; means whoever runs the Cairn service you are
            using (the operator). If you run Cairn yourself, that is you.
          </p>
        </>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
