import { Link } from 'wouter';
import {
  MINIMUM_AGE,
  RETENTION_DAYS_AFTER_TERMINATION,
  RIGHTS_REQUEST_DAYS,
  SUPPORT_REPLY_HOURS,
} from '@core/policy';
import type { LegalSection } from '@client/components/legal/legal-section';

/*
 * Every statement here describes what Cairn's code does (docs/decisions/0001, 0007, 0008 and the
 * security headers in src/server/plugins/security.ts). Change the text when the behaviour changes.
 */

const RETENTION = RETENTION_DAYS_AFTER_TERMINATION;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-commitment',
    title: 'Our commitment to your privacy',
    content: (
      <>
        <p>
          A pain journal holds some of the most personal information there is. We collect only what
          Cairn needs to work, we use it only to run Cairn for you, and we never sell it or use it
          for advertising.
        </p>
        <ul>
          <li>
            No advertising, no third-party analytics and no tracking scripts. Cairn&rsquo;s pages
            are only allowed to load code from, and send data to, the Cairn server itself.
          </li>
          <li>One cookie: the session cookie that keeps you signed in.</li>
          <li>
            You can download everything you have stored, and delete your account, at any time from
            Settings.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <h3>What you give us</h3>
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, your password, and your first and
            last name if you give them. We never store the password itself, only a scrypt hash of
            it, from which the password cannot be read back. We also keep your time zone, taken from
            your browser when you sign up (you can change it in Settings), so that
            &ldquo;today&rdquo; in Cairn is your today.
          </li>
          <li>
            <strong>Your journal:</strong> pain levels and where on the body you feel pain, pain
            types, symptoms, mood, stress, energy, sleep, activities, notes, journal text, tags, and
            the quick and emergency pain logs you save.
          </li>
          <li>
            <strong>Your medications:</strong> name, type, dosage, how often you take them,
            instructions, who prescribed them, dates, purposes, side effects and notes, their
            schedule, and every dose you log as taken or skipped, with how well it worked.
          </li>
          <li>
            <strong>Triggers and wellness:</strong> the triggers you track and the wellness
            exercises you complete.
          </li>
          <li>
            <strong>Your settings:</strong> preferences such as the daily reminder, the theme and
            auto-save.
          </li>
          <li>
            <strong>Support messages:</strong> the name, e-mail address, subject, category and
            message you send through the Support Centre. If you are signed in, the message is linked
            to your account.
          </li>
        </ul>
        <h3>What is created when you use Cairn</h3>
        <ul>
          <li>
            <strong>Your session:</strong> when you sign in, your browser receives a cookie holding
            a random code. Our database keeps only a fingerprint (a SHA-256 hash) of that code, with
            the time the session started and when it expires, so even a copy of the database cannot
            be used to sign in as you.
          </li>
          <li>
            <strong>Your IP address</strong> reaches the server with every request, as on any
            website. To limit password guessing, Cairn counts sign-in attempts per address in
            15-minute windows, in the server&rsquo;s memory only: addresses are never written to its
            database and are forgotten when the server restarts. With its default settings Cairn
            logs errors but not each request; if the operator turns on detailed (debug) logging, the
            address and page of each request are written to the server log.
          </li>
          <li>
            <strong>In your browser:</strong> Cairn keeps a few small things in your browser&rsquo;s
            storage, such as your theme choice and the date of your last daily reminder, so pages
            open in the right colours and the reminder appears once a day. They stay on your device.
          </li>
        </ul>
        <h3>What we do not collect</h3>
        <p>
          Cairn does not collect your device&rsquo;s location, contacts, photos, voice recordings or
          advertising identifiers (photo and voice-note attachments are not available). If you
          choose a place for weather in Settings, Cairn keeps that place&rsquo;s name and
          coordinates until you remove it. It uses no tracking pixels or browser fingerprinting, and
          we do not buy information about you from anyone.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    content: (
      <>
        <ul>
          <li>
            <strong>To run Cairn for you:</strong> to store your entries and show them back to you
            in your journal, history, charts and reports.
          </li>
          <li>
            <strong>To work out your figures:</strong> charts and statistics are computed from your
            own entries, on the Cairn server or in your browser: the insights and 3-day predictions
            on Analytics in your browser, the pain-pattern analysis and the 7-day pain predictions
            on the server, which keeps each prediction to show it beside what happened. Only your
            data is used. None of it is shared, and your data is not used to train any AI model.
          </li>
          <li>
            <strong>For weather, only if you choose a place:</strong> the place&rsquo;s coordinates
            (rounded to about a kilometre) and the dates needed are sent to Open-Meteo, a weather
            service, to add the weather to your entries and forecast the coming week. Nothing else
            about you or your entries is sent. Removing the place stops it.
          </li>
          <li>
            <strong>For reminders:</strong> the daily reminder is shown by your browser while Cairn
            is open in a tab. No push service or other company is involved.
          </li>
          <li>
            <strong>For read-aloud:</strong> audio sessions and spoken instructions use your
            browser&rsquo;s built-in speech. Cairn sends the text nowhere, but some browsers use an
            online voice from the browser&rsquo;s maker; your browser&rsquo;s settings say which.
          </li>
          <li>
            <strong>For support:</strong> to answer your messages and fix the problems you report.
          </li>
          <li>
            <strong>For security:</strong> to keep you signed in, stop password guessing and keep
            every account&rsquo;s data apart.
          </li>
        </ul>
        <p>
          We do not sell or rent your information, show you advertising, build marketing profiles,
          or make automated decisions about you that affect your care, insurance or access to Cairn.
        </p>
      </>
    ),
  },
  {
    id: 'security-and-retention',
    title: 'Data security and retention',
    content: (
      <>
        <h3>How your data is protected</h3>
        <ul>
          <li>Passwords are hashed with scrypt, and session codes are stored only as hashes.</li>
          <li>
            The session cookie cannot be read by scripts, is sent only over HTTPS when the service
            uses it, and is left out of the requests other websites make in the background. Requests
            from other websites that try to change your data are refused.
          </li>
          <li>
            Every read and write of your records is limited to your own account in the database
            query itself, and sign-in attempts are rate-limited.
          </li>
          <li>
            Your connection is encrypted when the service is served over HTTPS, as every Cairn
            service on the internet should be: look for the padlock in your browser&rsquo;s address
            bar.
          </li>
          <li>
            Cairn does not encrypt its database itself, and your journal is not end-to-end
            encrypted. On the server it is protected by the operator&rsquo;s security, such as
            access controls and disk encryption, and the people who run the server can technically
            read it (see <a href="#sharing-your-information">Sharing your information</a>).
          </li>
        </ul>
        <p>
          No system is perfectly secure. If a breach affects your data, we will tell you without
          undue delay and as the law requires.
        </p>
        <h3>How long we keep it</h3>
        <ul>
          <li>We keep your data for as long as you have an account.</li>
          <li>
            A session ends after 30 days without use (each visit extends it) or when you sign out,
            and expired sessions are deleted within the hour.
          </li>
          <li>
            <strong>When you delete your account</strong> (Settings, Data and Privacy, Delete
            account, confirmed with your password), Cairn removes your account and everything in it
            from its database at once: entries, medications, doses, triggers, tags, exercises,
            settings, the providers you invited with the reports shared with them and what they sent
            you, the support messages you sent while signed in, and your sessions. Every link you
            gave a clinician stops working. This cannot be undone, so export your data first if you
            want a copy.
          </li>
          <li>
            <strong>When we close an account</strong> under the Terms of Service, we keep its data
            for {RETENTION} days so that you can ask us for a copy, and then delete it in the same
            way.
          </li>
          <li>
            <strong>Backups and logs:</strong> Cairn makes no copies of its own. If the operator
            backs up the database or keeps server logs, the copies of your data in them are deleted
            within {RETENTION} days of your account ending. So {RETENTION} days after an account
            ends, at the latest, none of its data remains.
          </li>
          <li>
            A support message sent while signed out is not linked to any account, and a copy of a
            support message may also be in the support team&rsquo;s mailbox. We keep support
            messages while we need them to help you, and delete them when you ask.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing-your-information',
    title: 'Sharing your information',
    content: (
      <>
        <p>
          We do not sell, rent or trade your information, and we do not share it with advertisers or
          data brokers. Your health records go to another person only when you send them: reports
          and exports are files you download, and the Healthcare Provider Portal shares with the
          clinicians you invite only what you choose.
        </p>
        <h3>Who can see what</h3>
        <ul>
          <li>
            <strong>You</strong> see everything in your account.
          </li>
          <li>
            <strong>Clinicians you invite</strong> in the Healthcare Provider Portal see the reports
            you share with them, as they were when shared, and only the live data you allow (pain,
            medications, symptoms, analytics). They open a secret link from their e-mail and confirm
            a code; they need no account. Their access ends after 90 days unless you renew it, and
            you can revoke it or stop sharing a report at any time. Every time they use a link is in
            that provider&rsquo;s access log, and what they write to you (notes and recommendations)
            is kept in your account.
          </li>
          <li>
            <strong>Support staff</strong> (the administrators the operator appoints) see the
            support messages you send, and in the Admin Dashboard a list of accounts with each
            one&rsquo;s name, e-mail address, plan and join date, plus overall totals. The Admin
            Dashboard shows no journal entries, medications, triggers or other health records.
          </li>
          <li>
            <strong>The operator and the people who maintain the server</strong> have technical
            access to the database and its backups, as with any web service. They use it only to
            run, secure, back up and repair Cairn. If you run Cairn yourself, that is only you.
          </li>
          <li>
            <strong>Service providers</strong> the operator relies on, such as the company hosting
            the server or database and the e-mail provider that delivers support messages, handle
            data only on the operator&rsquo;s behalf and instructions.
          </li>
        </ul>
        <p>
          We disclose information to authorities only when the law requires it, and we tell you
          unless the law forbids it. Links that lead out of Cairn, such as the patient organisation
          in Emergency Resources, take you to websites with their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <ul>
          <li>
            <strong>See and download your data:</strong> Settings, Data and Privacy, Export all data
            gives you everything in your account as one JSON file, and Export journal as CSV gives
            your entries as a spreadsheet. Export Data in the quick actions menu downloads the same
            JSON file.
          </li>
          <li>
            <strong>Take it elsewhere:</strong> the JSON file can be imported into any Cairn
            account, on this service or another.
          </li>
          <li>
            <strong>Correct it:</strong> edit or delete any entry, medication or trigger, and change
            your time zone and preferences in Settings. To change your name or e-mail address, ask
            support.
          </li>
          <li>
            <strong>Delete it:</strong> delete your account in Settings at any time, or ask support
            to do it.
          </li>
          <li>
            <strong>Object or withdraw:</strong> you can stop using Cairn, turn reminders off, or
            delete your account whenever you choose.
          </li>
        </ul>
        <p>
          Depending on where you live, laws such as the GDPR in the EU and UK or the CCPA in
          California give you these rights and others; we honour these requests from everyone,
          wherever they live. We answer every request about your data within {RIGHTS_REQUEST_DAYS}{' '}
          days, and may ask you to confirm that the account is yours first. You can also complain to
          the data protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: `Children under ${MINIMUM_AGE}`,
    content: (
      <>
        <p>
          Cairn is not meant for children under {MINIMUM_AGE}, who may not create an account, and we
          do not knowingly collect information from them. If you believe a child under {MINIMUM_AGE}{' '}
          has an account, tell us through the <Link href="/support">Support Centre</Link> and we
          will delete the account and its data.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International data transfers',
    content: (
      <>
        <p>
          Cairn keeps your data in one place: the database of the Cairn service you use. Where that
          is depends on who runs it.
        </p>
        <ul>
          <li>
            If you run Cairn on your own computer, your data is in its data folder on that computer
            (or in a PostgreSQL database you set up).
          </li>
          <li>
            If a provider runs Cairn for you, your data is on the servers they choose, which may be
            in another country than yours. They should tell you which country; ask support if they
            have not.
          </li>
        </ul>
        <p>
          Cairn itself sends nothing to other companies or countries: it uses no analytics, no
          outside content networks and no outside fonts or scripts. Your data travels only between
          the server and your browser, and support messages to the support team&rsquo;s mailbox when
          e-mail is set up. Where your data does cross a border, we protect it as the law there
          requires, for example with the European Commission&rsquo;s standard contractual clauses
          for transfers out of the EU.
        </p>
      </>
    ),
  },
  {
    id: 'policy-changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects
        how your data is used, we tell you in Cairn or by e-mail before it takes effect, so you have
        time to export your data and delete your account if you do not agree. We will not use data
        we already hold in a new way without asking you first.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>
          For questions about your privacy, or to ask to see, correct or delete your data, write to
          us through the <Link href="/support">Support Centre</Link>. We reply to questions within{' '}
          {SUPPORT_REPLY_HOURS} hours, and to requests about your data within {RIGHTS_REQUEST_DAYS}{' '}
          days.
        </p>
        <p>
          If you run Cairn yourself, you are the operator: your data is in the database you set up,
          and only the people you let into that machine or database can see it.
        </p>
      </>
    ),
  },
];
