// @vitest-environment jsdom
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TERMS_SECTIONS } from './terms-sections';

function allMarkup(): string {
  return renderToStaticMarkup(
    <>
      {TERMS_SECTIONS.map((s) => (
        <Fragment key={s.id}>{s.content}</Fragment>
      ))}
    </>,
  );
}

function textOf(id: string): string {
  const section = TERMS_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return renderToStaticMarkup(<>{section.content}</>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('terms of service sections', () => {
  it('has the thirteen sections of spec document 2 §2, the medical disclaimer first', () => {
    expect(TERMS_SECTIONS.map((s) => s.title)).toEqual([
      'Medical disclaimer',
      'Agreement to these terms',
      'The service',
      'Your account',
      'Acceptable use',
      'Subscription and billing',
      'Intellectual property',
      'Data privacy',
      'Limitation of liability',
      'Termination',
      'Governing law',
      'Changes to these terms',
      'Contact us',
    ]);
  });

  it('gives every section a unique anchor usable in a URL', () => {
    const ids = TERMS_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('sets the minimum age at 13', () => {
    expect(textOf('your-account')).toContain('at least 13 years old');
  });

  it('sends emergencies to the local emergency number, not to Cairn', () => {
    const text = textOf('medical-disclaimer');
    expect(text).toContain('not a medical device');
    expect(text).toContain('your local emergency number (for example 911 in the US)');
  });

  it('keeps data 30 days after the operator closes an account, as the privacy policy says', () => {
    expect(textOf('termination')).toContain('keep its data for 30 days');
    expect(textOf('termination')).toContain('within 30 days of the account ending');
  });

  it('promises the reply times and links to the Support Centre', () => {
    expect(textOf('contact')).toContain('within 24 hours');
    expect(textOf('contact')).toContain('within 30 days');
    const markup = allMarkup();
    expect(markup).toContain('href="/support"');
    expect(markup).toContain('href="/privacy"');
  });
});
