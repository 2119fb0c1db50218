import { useRef, useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { PageTitle } from '@client/components/ui/page-title';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { ContactForm, type ContactFormHandle } from './contact-form';
import { ContactOptions } from './contact-options';
import { FAQ_HEADING_ID, FaqSection, faqButtonId } from './faq-section';
import type { FaqCategoryId } from './faq-content';
import { QuickHelpCards, type QuickHelp } from './quick-help-cards';

const CONTACT_HEADING_ID = 'contact-heading';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Brings an element into view and gives it the keyboard focus. */
function reveal(elementId: string) {
  const element = document.getElementById(elementId);
  element?.scrollIntoView({ block: 'start' });
  element?.focus({ preventScroll: true });
}

/**
 * The Support Centre (spec document 2 section 2), for signed-in and signed-out visitors alike:
 * quick help, the FAQ, the contact form and the other ways to reach the team.
 */
export function SupportPage() {
  const { data: user } = useCurrentUser();
  const [openFaq, setOpenFaq] = useState<FaqCategoryId | null>(null);
  const form = useRef<ContactFormHandle>(null);

  const showFaq = (id: FaqCategoryId) => {
    setOpenFaq(id);
    reveal(faqButtonId(id));
  };
  const choose = (choice: QuickHelp) => {
    if (choice === 'guide') showFaq('features');
    else if (choice === 'billing') showFaq('billing');
    else form.current?.startBugReport();
  };

  return (
    <div data-testid="support-page">
      <PageTitle
        title="Support Centre"
        subtitle="Find answers, or send us a message: we reply within 24 hours."
      />
      <div className="flex flex-col gap-8">
        <QuickHelpCards onChoose={choose} />
        <FaqSection
          open={openFaq}
          onToggle={(id) => setOpenFaq((open) => (open === id ? null : id))}
        />
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle id={CONTACT_HEADING_ID}>Send Us a Message</CardTitle>
              <CardDescription>
                Every message becomes a ticket, and you get its number straight away.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm ref={form} user={user ?? null} labelledBy={CONTACT_HEADING_ID} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Other Ways to Reach Us</CardTitle>
            </CardHeader>
            <CardContent>
              <ContactOptions
                timeZone={user?.timeZone ?? browserTimeZone()}
                onOpenFaq={() => reveal(FAQ_HEADING_ID)}
              />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
