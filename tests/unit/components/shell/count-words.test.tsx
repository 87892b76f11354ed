import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SidePanelShell } from '@/components/shell/side-panel-shell';

afterEach(cleanup);

describe('counts say what they count', () => {
  it('the Inbox badge: "239 awaiting response" to a screen reader and on hover', () => {
    render(
      <SidePanelShell view="inbox" counts={{ inbox: 239 }}>
        <p>body</p>
      </SidePanelShell>,
    );
    const link = screen.getByRole('link', { name: /Inbox/ });
    expect(link.textContent).toContain('239 awaiting response');
    expect(link.querySelector('.side-panel-shell__count')?.getAttribute('title')).toBe(
      '239 awaiting response',
    );
  });
});
