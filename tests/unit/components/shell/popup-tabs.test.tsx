import '../../i18n-setup';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { PopupShell, type PopupTab } from '@/components/shell/popup-shell';

afterEach(cleanup);

/** The popup's frame with 7 reviews awaiting a response, its tab state its own. */
function Harness() {
  const [selected, setSelected] = useState<PopupTab>('reviews');
  return (
    <PopupShell tab={selected} onTabChange={setSelected} counts={{ reviews: 7 }} onOpenSidePanel={() => {}}>
      <p>panel of {selected}</p>
    </PopupShell>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');

describe('the popup’s tabs', () => {
  it('renders a named tab list, one tabpanel labelled by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(/Reviews/).id);
    expect(tab(/Reviews/).getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('panel of reviews');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Harness />);
    expect(tab(/Reviews/).tabIndex).toBe(0);
    expect(tab(/Listings/).tabIndex).toBe(-1);
    expect(tab(/Numbers/).tabIndex).toBe(-1);
  });

  it('names a count badge in words', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Reviews 7 awaiting response' })).toBeTruthy();
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', () => {
    render(<Harness />);
    tab(/Reviews/).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/Listings/));
    expect(selectedTab()).toBe(tab(/Listings/));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel of listings');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/Reviews/));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(/Numbers/));
    expect(selectedTab()).toBe(tab(/Numbers/));
    expect(tab(/Numbers/).tabIndex).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    render(<Harness />);
    tab(/Reviews/).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab(/Numbers/));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(tab(/Reviews/));
    expect(selectedTab()).toBe(tab(/Reviews/));
  });

  it('leaves other keys alone and selects on click', () => {
    render(<Harness />);
    tab(/Reviews/).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(selectedTab()).toBe(tab(/Reviews/));
    fireEvent.click(tab(/Numbers/));
    expect(selectedTab()).toBe(tab(/Numbers/));
  });
});
