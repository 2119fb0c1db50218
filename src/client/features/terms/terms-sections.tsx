import { Link } from 'wouter';
import {
  MINIMUM_AGE,
  RETENTION_DAYS_AFTER_TERMINATION,
  RIGHTS_REQUEST_DAYS,
  SUPPORT_REPLY_HOURS,
} from '@core/policy';
import type { LegalSection } from '@client/components/legal/legal-section';

/*
 * Kept consistent with the Privacy Policy: the same operator ("we"), the same deletion and
 * retention rules, and billing as it really is (Cairn takes no payments yet).
 */

const RETENTION = RETENTION_DAYS_AFTER_TERMINATION;

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'medical-disclaimer',
    title: 'Medical disclaimer',
    content: (
      <>
        <p>
          Cairn is a journal and self-tracking tool. <strong>It is not a medical device</strong>,
          and it does not diagnose, treat, cure or prevent any condition.
        </p>
        <ul>
          <li>
            Charts, insights, patterns and pain predictions are worked out from what you enter by
            simple statistical rules. They can be wrong or incomplete, and they are not medical
            advice.
          </li>
          <li>
            Talk to a doctor or another qualified clinician before you start, stop or change a
            medication or treatment, and about any new or worsening symptom. Never ignore or delay
            professional advice because of something you saw in Cairn.
          </li>
          <li>
            Reminders appear only while Cairn is open in a browser tab, so do not rely on them for
            medicines that must be taken on time.
          </li>
          <li>Stop any wellness exercise that increases your pain or makes you feel unwell.</li>
        </ul>
        <p>
          <strong>Cairn is not for emergencies.</strong> Nobody watches your entries, and Emergency
          Mode records your pain and suggests steps to take; it does not call anyone for you. If you
          think you may be having a medical emergency, call your local emergency number (for example
          911 in the US) or go to the nearest emergency department. If you are thinking about
          harming yourself, call your local emergency number or a crisis line where you live now.
        </p>
      </>
    ),
  },
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <p>
          Cairn is software that anyone can run: on their own computer, or as a service for other
          people. These terms are an agreement between you and whoever runs the Cairn service you
          are using (the operator, &ldquo;we&rdquo; in these terms).
        </p>
        <p>
          By creating an account or using Cairn you accept these terms and the{' '}
          <Link href="/privacy">Privacy Policy</Link>. If you do not accept them, please do not use
          Cairn.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'The service',
    content: (
      <>
        <p>
          Cairn helps you keep a daily pain journal: pain on a body chart, symptoms, mood, sleep and
          notes. It tracks your medications, doses and triggers, shows charts, insights and
          predictions, offers guided wellness exercises, prepares reports for your doctor, and lets
          you export and import your data.
        </p>
        <p>
          We may add, change or remove features as Cairn develops. Some sections are still being
          built and may show only a title, or example figures that are not about you. We work to
          keep Cairn available but cannot promise it will never be interrupted, so keep your own
          export of anything important to you.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>
          You must be at least {MINIMUM_AGE} years old to create an account. If you are not yet an
          adult where you live, use Cairn with the knowledge and permission of a parent or guardian.
        </li>
        <li>
          An account is for one person. Use an e-mail address you can read: you sign in with it, and
          support replies to it.
        </li>
        <li>
          Keep your password secret and do not use it anywhere else. You are responsible for what
          happens in your account, so sign out on shared devices (otherwise a browser stays signed
          in for 30 days after its last use).
        </li>
        <li>
          If you think someone else has used your account, tell us at once through the{' '}
          <Link href="/support">Support Centre</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When you use Cairn, you agree not to:</p>
        <ul>
          <li>break the law, or use Cairn to harm anyone;</li>
          <li>get into, or try to get into, another person&rsquo;s account or data;</li>
          <li>
            overload or disrupt the service, get around its limits (such as those on sign-in
            attempts), or send it harmful code;
          </li>
          <li>probe or test the security of a Cairn service you do not run without permission;</li>
          <li>keep other people&rsquo;s health information in Cairn without their permission;</li>
          <li>send spam or abuse through the support form, or harass support staff.</li>
        </ul>
        <p>
          If you find a security problem, please report it through the{' '}
          <Link href="/support">Support Centre</Link> rather than testing it further.
        </p>
      </>
    ),
  },
  {
    id: 'subscription-and-billing',
    title: 'Subscription and billing',
    content: (
      <>
        <p>
          <strong>Cairn does not take payments today.</strong> Every account is on the free plan,
          everything that is available can be used without paying, and we never ask for card or bank
          details.
        </p>
        <p>
          If paid plans are introduced, we will update these terms first, and before you buy we will
          show the price, what it includes, how renewal and cancellation work, and the payment
          provider that handles the payment. No one is moved onto a paid plan without choosing it,
          and price changes for subscribers will be announced at least 30 days ahead.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <>
        <p>
          <strong>What you enter is yours.</strong> You keep every right in your journal, notes and
          other content. You allow us only to store, process and show it in order to provide Cairn
          to you, as the Privacy Policy describes, and that permission ends when your data is
          deleted.
        </p>
        <p>
          The Cairn software, name, logo, texts and design belong to their authors. These terms let
          you use the service; they do not give you other rights in it. If you obtained the Cairn
          software to run yourself, the licence that came with it governs the software. If you send
          us ideas or feedback, we may use them without owing you anything.
        </p>
      </>
    ),
  },
  {
    id: 'data-privacy',
    title: 'Data privacy',
    content: (
      <>
        <p>
          How we collect, use, protect and delete your information is set out in the{' '}
          <Link href="/privacy">Privacy Policy</Link>, which is part of these terms. In short:
        </p>
        <ul>
          <li>you can download all of your data at any time from Settings, Data and Privacy;</li>
          <li>deleting your account removes your data from Cairn&rsquo;s database at once;</li>
          <li>we do not sell your data or show you advertising.</li>
        </ul>
        <p>
          Cairn makes no backups for you. Export your data regularly if you want a copy of your own.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <>
        <p>
          Cairn is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. As far as the law
          allows, we make no promise that it will be free of errors, that its figures are accurate,
          or that it suits a particular purpose.
        </p>
        <p>
          As far as the law allows, we are not liable for indirect or consequential losses, for lost
          data, or for health decisions made on the strength of what Cairn shows. Our total
          liability for any claim about Cairn is limited to what you paid us for it in the 12 months
          before the claim.
        </p>
        <p>
          Nothing in these terms limits liability that the law does not allow to be limited, such as
          for death or personal injury caused by negligence, or for fraud, and nothing takes away
          your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>
          You can stop using Cairn at any time, and delete your account in Settings (Data and
          Privacy, Delete account). Your account and all of its data are then removed from the
          database at once.
        </p>
        <p>
          We may suspend or close your account if you seriously or repeatedly break these terms, if
          the law requires it, or if we stop running the service. Unless a legal or security reason
          prevents it, we will tell you by e-mail first and say why; if we stop running the service,
          we will give you at least 30 days&rsquo; notice to export your data.
        </p>
        <p>
          When we close an account we keep its data for {RETENTION} days so that you can ask us for
          a copy, and then delete it. Copies in backups and logs are deleted within {RETENTION} days
          of the account ending too. The medical disclaimer and the limits of liability still apply
          after an account ends.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <>
        <p>
          Because anyone can run Cairn, these terms are governed by the law of the country (and
          state or region, where that matters) in which the operator of your Cairn service is
          established, and disputes go to the courts there. If you use Cairn as a consumer, you also
          keep the protection of the mandatory laws of the country where you live, and may bring a
          claim in its courts.
        </p>
        <p>
          Before going to court, please contact us through the{' '}
          <Link href="/support">Support Centre</Link>: most problems can be solved quickly.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as Cairn changes. We will update the date at the top of this page
        and, for significant changes, tell you in Cairn or by e-mail before they take effect. If you
        keep using Cairn after that, the new terms apply; if you do not agree with them, you can
        export your data and delete your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms? Write to us through the{' '}
        <Link href="/support">Support Centre</Link>. We reply to questions within{' '}
        {SUPPORT_REPLY_HOURS} hours, and to requests about your data within {RIGHTS_REQUEST_DAYS}{' '}
        days.
      </p>
    ),
  },
];
