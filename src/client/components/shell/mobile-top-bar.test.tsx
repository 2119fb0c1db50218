// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_USER } from '@client/components/analysis/test-server';
import { Header } from './header';
import { MobileTopBar } from './mobile-top-bar';

afterEach(cleanup);

describe('the brand at phone width', () => {
  it('is shown by the top bar to the eyes only, and named once, in the banner', () => {
    render(
      <>
        <Header user={TEST_USER} />
        <MobileTopBar />
      </>,
    );
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    const home = screen.getByRole('link', { name: 'Cairn Professional Pain Management' });
    expect(screen.getByRole('banner').contains(home)).toBe(true);
    // The bar's words are visible, but hidden from assistive technology (else read twice, and
    // outside every landmark).
    const bar = screen.getByText('Professional Pain Management', { selector: 'p' });
    expect(bar.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryAllByText('Cairn', { selector: 'p' })).toHaveLength(1);
  });
});
