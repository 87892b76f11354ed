import '../../i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from '@/components/ui/banner';

afterEach(cleanup);

describe('Banner', () => {
  it('announces errors at once (role=alert), with the tone in words', () => {
    render(<Banner tone="error">The service did not answer.</Banner>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error:');
    expect(alert.textContent).toContain('The service did not answer.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['info', 'success', 'warning'] as const)('announces %s politely (role=status)', (tone) => {
    render(<Banner tone={tone}>Message</Banner>);
    expect(screen.getByRole('status').textContent).toContain('Message');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers its action, e.g. Retry, and a dismiss button when asked', () => {
    const retry = vi.fn();
    const dismiss = vi.fn();
    render(
      <Banner
        tone="error"
        title="Sync failed"
        action={{ label: 'Retry', onClick: retry }}
        onDismiss={dismiss}
      >
        Offline
      </Banner>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('ignores clicks on a busy action and says it is busy', () => {
    const retry = vi.fn();
    render(<Banner tone="warning" action={{ label: 'Retry', onClick: retry, busy: true }} />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
  });
});
