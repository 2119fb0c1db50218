import { describe, expect, it } from 'vitest';
import { EDUCATION_ARTICLES, articleWordCount } from './education-articles';

describe('education articles', () => {
  it('are four, with the spec’s read times in order', () => {
    expect(EDUCATION_ARTICLES.map((article) => article.readMinutes)).toEqual([10, 8, 12, 15]);
  });

  it('have unique ids and titles, a summary and several headed sections', () => {
    expect(new Set(EDUCATION_ARTICLES.map((article) => article.id)).size).toBe(4);
    expect(new Set(EDUCATION_ARTICLES.map((article) => article.title)).size).toBe(4);
    for (const article of EDUCATION_ARTICLES) {
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of article.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
    }
  });

  it('are substantive: at least 500 words each', () => {
    for (const article of EDUCATION_ARTICLES) {
      expect(articleWordCount(article), article.id).toBeGreaterThanOrEqual(500);
    }
  });

  it('counts words across headings, paragraphs and points', () => {
    expect(
      articleWordCount({
        id: 'x',
        title: 'X',
        summary: '',
        readMinutes: 1,
        sections: [{ heading: 'Two words', paragraphs: ['three more  words'], points: ['one'] }],
      }),
    ).toBe(6);
  });
});
