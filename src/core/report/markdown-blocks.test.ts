import { describe, expect, it } from 'vitest';
import { reportData } from '../test-support/report';
import { fixtureEntries, fixturePatient } from '../test-support/report-fixture';
import { mdText } from './markdown';
import { inlineRuns, markdownBlocks, plainText, tableCells } from './markdown-blocks';
import { renderProviderReport } from './render-provider';

describe('markdownBlocks', () => {
  it('reads headings, paragraphs, lists, tables and rules', () => {
    expect(
      markdownBlocks(
        '# Title\n\nFirst line\nsame paragraph.\n\n## Part\n\n- **Bold:** one\n- two\n\n' +
          '| A | B |\n| --- | --- |\n| x \\| y | 2 |\n\n---\n\nEnd.',
      ),
    ).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'First line same paragraph.' },
      { type: 'heading', level: 2, text: 'Part' },
      { type: 'list', items: ['**Bold:** one', 'two'] },
      { type: 'table', header: ['A', 'B'], rows: [['x \\| y', '2']] },
      { type: 'rule' },
      { type: 'paragraph', text: 'End.' },
    ]);
  });

  it('keeps escaped markdown as text: no heading, list or table from typed characters', () => {
    const blocks = markdownBlocks(mdText('# not a heading | - 1. **x**'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.type).toBe('paragraph');
    const text = blocks[0]?.type === 'paragraph' ? blocks[0].text : '';
    expect(plainText(inlineRuns(text))).toBe('# not a heading | - 1. **x**');
  });

  it('reads a whole report with every table row as wide as its header', () => {
    const text = renderProviderReport(
      reportData(fixtureEntries(), { settings: { patientInfo: fixturePatient() } }),
    );
    const blocks = markdownBlocks(text);
    expect(blocks[0]).toEqual({ type: 'heading', level: 1, text: 'Healthcare Provider Report' });
    const tables = blocks.filter((block) => block.type === 'table');
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) {
      for (const row of table.rows) expect(row).toHaveLength(table.header.length);
    }
  });
});

describe('inlineRuns', () => {
  it('splits bold from plain text and resolves escapes', () => {
    expect(inlineRuns('**Patient:** Jo \\*Smith\\*')).toEqual([
      { text: 'Patient:', bold: true },
      { text: ' Jo *Smith*', bold: false },
    ]);
  });

  it('leaves an unclosed ** as text', () => {
    expect(inlineRuns('**open without close')).toEqual([
      { text: '**open without close', bold: false },
    ]);
    expect(inlineRuns('')).toEqual([]);
  });

  it('splits table cells on unescaped pipes only', () => {
    expect(tableCells('| a \\| b | c |')).toEqual(['a \\| b', 'c']);
  });
});
