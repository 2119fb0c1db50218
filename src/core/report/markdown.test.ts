import { describe, expect, it } from 'vitest';
import { documentOf, mdParagraphs, mdText, section, table } from './markdown';

describe('mdText', () => {
  it('escapes what markdown would read as formatting or HTML', () => {
    expect(mdText('a *b* _c_ `d` [e](f) <script>alert(1)</script> | g ~h~ \\')).toBe(
      'a \\*b\\* \\_c\\_ \\`d\\` \\[e\\](f) \\<script\\>alert(1)\\</script\\> \\| g \\~h\\~ \\\\',
    );
    expect(mdText('Fish &amp; chips & peas &#60;')).toBe('Fish \\&amp; chips & peas \\&#60;');
  });

  it('stops a line start from making a heading, quote or list', () => {
    expect(mdText('# Not a heading')).toBe('\\# Not a heading');
    expect(mdText('> quote')).toBe('\\> quote');
    expect(mdText('- item')).toBe('\\- item');
    expect(mdText('+ item')).toBe('\\+ item');
    expect(mdText('12. item')).toBe('12\\. item');
    expect(mdText('3) item')).toBe('3\\) item');
    expect(mdText('Pain 7 - worse')).toBe('Pain 7 - worse');
  });

  it('makes one line of many, and paragraphs from lines', () => {
    expect(mdText('one\ntwo\r\n  three')).toBe('one two three');
    expect(mdParagraphs('First line\n\n# second\n   ')).toEqual(['First line', '\\# second']);
  });
});

describe('markdown blocks', () => {
  it('builds tables and sections, and refuses an empty section', () => {
    expect(table(['A', 'B'], [['1', '2']])).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |');
    expect(section('Sleep', ['Text.', ''])).toBe('## Sleep\n\nText.');
    expect(section('Sub', ['Text.'], 3)).toBe('### Sub\n\nText.');
    expect(() => section('Sleep', ['', ' '])).toThrow(/no content/);
    expect(documentOf(['# T', '', 'Body'])).toBe('# T\n\nBody\n');
  });
});
