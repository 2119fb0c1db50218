// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { ClinicalResearchPage } from './clinical-research-page';
import { participation, study } from './test-fixtures';
import { lastCall, openTab, pageKit, toastTitles } from './test-routes';
import { getToasts } from '@client/lib/toast';

const kit = pageKit();
const ENROLL = 'POST /api/research-studies/study-1/enroll';

async function openEnroll() {
  renderPage(<ClinicalResearchPage />);
  const card = within(await screen.findByTestId('study-card'));
  fireEvent.click(card.getByRole('button', { name: 'Enroll' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Enroll in Sleep and flare frequency' }),
  );
  await dialog.findByTestId('consent-text');
  return dialog;
}

const enrollButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: 'Enroll' }) as HTMLButtonElement;

describe('Enrolment consent', () => {
  it('enables Enroll only when every statement is ticked, and posts the consent', async () => {
    kit.routes[ENROLL] = () => Response.json(participation(), { status: 201 });
    const dialog = await openEnroll();
    expect(dialog.getByTestId('consent-text').textContent).toContain('Taking part is voluntary.');
    expect(enrollButton(dialog).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'I have read the information above.' }));
    expect(enrollButton(dialog).disabled).toBe(true);
    fireEvent.click(
      dialog.getByRole('checkbox', { name: 'I understand I can withdraw at any time.' }),
    );
    expect(enrollButton(dialog).disabled).toBe(false);

    const pain = dialog.getByRole('checkbox', { name: 'Pain levels and locations' });
    expect((pain as HTMLInputElement).checked).toBe(true);
    expect((pain as HTMLInputElement).disabled).toBe(true);
    // requireApprovalPerStudy is off in the fixture: allowed optional data starts ticked.
    const medications = dialog.getByRole('checkbox', { name: 'Medication records' });
    expect((medications as HTMLInputElement).checked).toBe(true);
    const biometrics = dialog.getByRole('checkbox', { name: 'Biometric data' }) as HTMLInputElement;
    expect(biometrics.disabled).toBe(true);
    expect(biometrics.checked).toBe(false);
    expect(document.getElementById(biometrics.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Turned off in your privacy settings',
    );

    fireEvent.click(medications);
    fireEvent.click(enrollButton(dialog));
    await waitFor(() => expect(toastTitles()).toEqual(['Successfully enrolled']));
    expect(getToasts()[0]!.description).toContain('onboarding information by email');
    expect(lastCall(kit, 'POST', '/api/research-studies/study-1/enroll')?.body).toEqual({
      consentVersion: 2,
      acceptedStatements: [0, 1],
      categories: ['pain', 'sleep'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The lists are loaded again.
    expect(
      kit.calls.filter((call) => call.url === '/api/research-participation').length,
    ).toBeGreaterThan(1);
  });

  it('shows the new consent when it changed while it was read', async () => {
    kit.routes[ENROLL] = () =>
      Response.json(
        {
          message: 'The consent for this study has changed. Read it again before you enrol.',
        },
        { status: 409 },
      );
    kit.routes['GET /api/research-studies/study-1'] = () =>
      Response.json(
        study({
          consent: {
            ...study().consent,
            version: 3,
            statements: [...study().consent.statements, 'I agree to the new sleep diary.'],
          },
        }),
      );
    const dialog = await openEnroll();
    for (const box of dialog.getAllByRole('checkbox').slice(0, 2)) fireEvent.click(box);
    fireEvent.click(enrollButton(dialog));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The consent for this study has changed. Read it again before you enrol.',
    );
    const added = await dialog.findByRole('checkbox', { name: 'I agree to the new sleep diary.' });
    expect((added as HTMLInputElement).checked).toBe(false);
    expect(enrollButton(dialog).disabled).toBe(true);
    expect(toastTitles()).toEqual([]);
    for (const name of [
      'I have read the information above.',
      'I understand I can withdraw at any time.',
      'I agree to the new sleep diary.',
    ]) {
      fireEvent.click(dialog.getByRole('checkbox', { name }));
    }
    kit.routes[ENROLL] = () => Response.json(participation(), { status: 201 });
    fireEvent.click(enrollButton(dialog));
    await waitFor(() => expect(toastTitles()).toEqual(['Successfully enrolled']));
    expect(
      (
        lastCall(kit, 'POST', '/api/research-studies/study-1/enroll')?.body as {
          consentVersion: number;
        }
      ).consentVersion,
    ).toBe(3);
  });

  it("says 'Enrollment failed' with the server's reason on a refusal", async () => {
    kit.routes[ENROLL] = () =>
      Response.json(
        { message: 'Not eligible: needs 30 days of entries, you have 12' },
        { status: 403 },
      );
    const dialog = await openEnroll();
    for (const box of dialog.getAllByRole('checkbox').slice(0, 2)) fireEvent.click(box);
    fireEvent.click(enrollButton(dialog));
    await waitFor(() => expect(toastTitles()).toEqual(['Enrollment failed']));
    expect(getToasts()[0]!.description).toBe(
      'Unable to enroll in study. Please contact the research team.',
    );
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Not eligible: needs 30 days of entries, you have 12',
    );
  });

  it('asks an active participant to consent again when the consent changed', async () => {
    kit.routes['GET /api/research-participation'] = () =>
      Response.json([participation({ needsReconsent: true, consentVersion: 1 })]);
    kit.routes['GET /api/research-studies/study-1'] = () => Response.json(study());
    kit.routes['POST /api/research-participation/part-1/consent'] = () =>
      Response.json(participation());
    renderPage(<ClinicalResearchPage />);
    await openTab('My Participation');
    const notice = within(await screen.findByTestId('reconsent-notice'));
    expect(notice.getByText('Consent changed.')).not.toBeNull();
    fireEvent.click(notice.getByRole('button', { name: 'Review and consent' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Review and consent: Sleep and flare frequency' }),
    );
    const give = (await dialog.findByRole('button', { name: 'Give consent' })) as HTMLButtonElement;
    expect(give.disabled).toBe(true);
    expect(dialog.queryByTestId('consent-categories')).toBeNull();
    for (const box of dialog.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(give);
    await waitFor(() => expect(toastTitles()).toEqual(['Consent recorded']));
    expect(lastCall(kit, 'POST', '/api/research-participation/part-1/consent')?.body).toEqual({
      consentVersion: 2,
      acceptedStatements: [0, 1],
    });
  });
});
