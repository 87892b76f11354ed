import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { pure } from '@/components/ui/pure';

afterEach(cleanup);

describe('pure', () => {
  it('draws the component again only when a prop changed', () => {
    let draws = 0;
    const Label = pure(({ text, count }: { text: string; count: number }) => {
      draws += 1;
      return (
        <p>
          {text} {count}
        </p>
      );
    });
    const { container, rerender } = render(<Label text="a" count={1} />);
    rerender(<Label text="a" count={1} />);
    expect(draws).toBe(1);
    rerender(<Label text="a" count={2} />);
    expect(draws).toBe(2);
    expect(container.textContent).toBe('a 2');
  });
});
