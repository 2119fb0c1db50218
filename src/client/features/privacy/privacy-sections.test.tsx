// @vitest-environment jsdom
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** Renders a section to its visible text (whitespace collapsed), links included. */
function allMarkup(): string {
  return renderToStaticMarkup(
    <>
      {PRIVACY_SECTIONS.map((s) => (
        <Fragment key={s.id}>{s.content}</Fragment>
      ))}
    </>,
  );
}

function textOf(id: string): string {
  const section = PRIVACY_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return renderToStaticMarkup(<>{section.content}</>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ');
}

describe('privacy policy sections', () => {
  it('has the ten sections of spec document 2 §2, in order', () => {
    expect(PRIVACY_SECTIONS.map((s) => s.title)).toEqual([
      'Our commitment to your privacy',
      'Information we collect',
      'How we use your information',
      'Data security and retention',
      'Sharing your information',
      'Your rights and choices',
      'Children under 13',
      'International data transfers',
      'Changes to this policy',
      'Contact us',
    ]);
  });

  it('gives every section a unique anchor usable in a URL', () => {
    const ids = PRIVACY_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('states the promised response times and the 30-day retention', () => {
    expect(textOf('contact')).toContain('within 24 hours');
    expect(textOf('contact')).toContain('within 30 days');
    expect(textOf('your-rights')).toContain('within 30 days');
    expect(textOf('security-and-retention')).toContain('keep its data for 30 days');
    expect(textOf('security-and-retention')).toContain('within 30 days of your account ending');
  });

  it('links to the Support Centre', () => {
    const markup = allMarkup();
    expect(markup).toContain('href="/support"');
  });

  it('keeps in-page links pointing at sections that exist', () => {
    const markup = allMarkup();
    const anchors = [...markup.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) {
      expect(PRIVACY_SECTIONS.map((s) => s.id)).toContain(anchor);
    }
  });
});
