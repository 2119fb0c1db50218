import { describe, expect, it } from 'vitest';
import { reportData } from '../test-support/report';
import { fixtureEntries, fixturePatient } from '../test-support/report-fixture';
import { escapeHtml, inlineHtml, markdownToHtml, printableHtml } from './markdown-html';
import { mdText } from './markdown';
import { renderProviderReport } from './render-provider';

describe('markdownToHtml', () => {
  it('turns headings, paragraphs, lists, rules and bold into HTML', () => {
    const html = markdownToHtml(
      '# Title\n\nFirst line\nsame paragraph.\n\n## Part\n\n- **Bold:** one\n- two\n\n---\n\nEnd.',
    );
    expect(html).toBe(
      [
        '<h1>Title</h1>',
        '<p>First line same paragraph.</p>',
        '<h2>Part</h2>',
        '<ul><li><strong>Bold:</strong> one</li><li>two</li></ul>',
        '<hr>',
        '<p>End.</p>',
      ].join('\n'),
    );
  });

  it('turns pipe tables into tables, with escaped pipes kept in their cell', () => {
    expect(markdownToHtml('| A | B |\n| --- | --- |\n| x \\| y | **2** |')).toBe(
      '<table><thead><tr><th>A</th><th>B</th></tr></thead>' +
        '<tbody><tr><td>x | y</td><td><strong>2</strong></td></tr></tbody></table>',
    );
  });

  it('escapes every character of text, so user HTML prints as text', () => {
    const note = '<script>alert("x")</script> & <img src=x onerror=alert(1)> \'q\'';
    const html = markdownToHtml(`Note: ${mdText(note)}`);
    expect(html).toBe(
      '<p>Note: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ' +
        '&lt;img src=x onerror=alert(1)&gt; &#39;q&#39;</p>',
    );
    // Even unescaped markdown from elsewhere cannot make a tag.
    expect(markdownToHtml('<b onclick="x">hi</b>')).toBe(
      '<p>&lt;b onclick=&quot;x&quot;&gt;hi&lt;/b&gt;</p>',
    );
    expect(markdownToHtml('# <script>')).toBe('<h1>&lt;script&gt;</h1>');
    expect(markdownToHtml('| <i> |\n| --- |\n| <svg onload=1> |')).not.toMatch(/<(i|svg)\b/);
  });

  it('reads escaped markdown characters as the characters typed', () => {
    expect(markdownToHtml(mdText('# not a heading *nor bold* 1. | x'))).toBe(
      '<p># not a heading *nor bold* 1. | x</p>',
    );
    expect(markdownToHtml(mdText('- not a list'))).toBe('<p>- not a list</p>');
    expect(inlineHtml('**open without close')).toBe('**open without close');
    expect(inlineHtml('a \\** b')).toBe('a ** b');
  });

  it('prints a whole report with only its own tags', () => {
    const text = renderProviderReport(
      reportData(fixtureEntries(), { settings: { patientInfo: fixturePatient() } }),
    );
    const html = markdownToHtml(text);
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
    expect([...tags].sort()).toEqual(
      [
        'h1',
        'h2',
        'h3',
        'hr',
        'li',
        'p',
        'strong',
        'table',
        'tbody',
        'td',
        'th',
        'thead',
        'tr',
        'ul',
      ].sort(),
    );
    expect(html).toContain('Gardening &lt;script&gt;alert(1)&lt;/script&gt; went fine');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('wraps the report in a printable page with an escaped title', () => {
    const page = printableHtml('# Report', 'Report for <Maria>');
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<title>Report for &lt;Maria&gt;</title>');
    expect(page).toContain('<h1>Report</h1>');
    expect(escapeHtml('&<>"\'')).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it("puts the chosen photos after the report's text, captioned and escaped", () => {
    const page = printableHtml('# Report', 'Report', [
      { src: 'https://cairn.example/api/media/1', caption: '24 Nov 2026, photo 1 of 2' },
      { src: '/api/media/2"onerror="x', caption: '<b>' },
    ]);
    expect(page.indexOf('<h1>Report</h1>')).toBeLessThan(page.indexOf('<figure>'));
    expect(page).toContain(
      '<figure><img src="https://cairn.example/api/media/1" alt="24 Nov 2026, photo 1 of 2">' +
        '<figcaption>24 Nov 2026, photo 1 of 2</figcaption></figure>',
    );
    expect(page).toContain('src="/api/media/2&quot;onerror=&quot;x" alt="&lt;b&gt;"');
  });
});
