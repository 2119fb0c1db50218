// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MISSING, PhotoGrid } from './photo-grid';

afterEach(cleanup);

const URLS = [
  '/api/media/0b5f2a4e-8a2c-4c55-9d61-0a1b2c3d4e5f',
  '/api/media/1c6f3b5f-9b3d-4d66-8e72-1b2c3d4e5f60',
];

describe('PhotoGrid', () => {
  it('shows each photo as a thumbnail named by its place and day', () => {
    render(<PhotoGrid urls={URLS} dateLabel="Nov 27" />);
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 from Nov 27' })).toHaveProperty(
      'src',
      expect.stringContaining(URLS[1] as string),
    );
  });

  it('says in words when a photo cannot be loaded, and still lets it be deleted', () => {
    const onDelete = vi.fn();
    render(<PhotoGrid urls={URLS} dateLabel="Nov 27" onDelete={onDelete} />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo 1 of 2 from Nov 27' }));

    expect(screen.queryByRole('img', { name: 'Photo 1 of 2 from Nov 27' })).toBeNull();
    const thumbnail = screen.getByRole('button', { name: 'Open photo 1 of 2 from Nov 27' });
    expect(thumbnail.textContent).toBe(PHOTO_MISSING);
    fireEvent.click(thumbnail);
    expect(screen.getByText(/did not reach your account/).textContent).toContain(
      'You can delete it from this entry.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(URLS[0]);
  });
});
