import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stars } from '@/components/ui/stars';

afterEach(cleanup);

describe('Stars', () => {
  it('is one image named "2 out of 5 stars"', () => {
    render(<Stars rating={2} />);
    const image = screen.getByRole('img', { name: '2 out of 5 stars' });
    expect(image.querySelectorAll('.stars__star')).toHaveLength(5);
    expect(image.querySelectorAll('.stars__star--on')).toHaveLength(2);
  });

  it('keeps a fractional average in the label and rounds the drawing', () => {
    render(<Stars rating={4.5} />);
    const image = screen.getByRole('img', { name: '4.5 out of 5 stars' });
    expect(image.querySelectorAll('.stars__star--on')).toHaveLength(5);
  });

  it('clamps values outside the scale', () => {
    for (const [rating, name] of [
      [7, '5 out of 5 stars'],
      [-1, '0 out of 5 stars'],
      [Number.NaN, '0 out of 5 stars'],
    ] as const) {
      render(<Stars rating={rating} />);
      expect(screen.getByRole('img', { name })).toBeTruthy();
      cleanup();
    }
  });

  it('formats every rating with one shared formatter (a list draws many rows each frame)', () => {
    render(<Stars rating={3} />);
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let rating = 1; rating <= 5; rating++) render(<Stars rating={rating} />);
      expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
