import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeLink } from '@/components/ui/safe-link';

afterEach(cleanup);

describe('SafeLink', () => {
  it('renders an http(s) URL as a link that opens in a new tab without an opener', () => {
    render(<SafeLink href="https://example.com/listing">Listing</SafeLink>);
    const link = screen.getByRole('link', { name: /Listing/ });
    expect(link.getAttribute('href')).toBe('https://example.com/listing');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('renders anything else as plain text, with no link at all', () => {
    // Built at run time: the point is that such a value from a publisher stays inert.
    const hostile = ['javascript', 'alert(1)'].join(':');
    const { container } = render(<SafeLink href={hostile} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1)');
  });

  it('shows third-party markup as text, never as HTML', () => {
    const { container } = render(
      <SafeLink href="https://example.com">{'<img src=x onerror=alert(1)>'}</SafeLink>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
