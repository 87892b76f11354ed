import '../ui/i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReplyTemplatesSection } from '@/components/options/reply-templates-section';
import { readReplyTemplates } from '@/lib/reviews/reply-templates';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('Options › Saved replies', () => {
  it('lists the saved replies, adds one and deletes one', async () => {
    render(<ReplyTemplatesSection />);
    expect(await screen.findByText('Thank you')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('Give the saved reply a name and a text.')).toBeTruthy();

    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Welcome' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Welcome, {firstName}!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('Welcome, {firstName}!')).toBeTruthy();
    expect((await readReplyTemplates()).map((template) => template.name)).toEqual([
      'Thank you',
      'Sorry to hear it',
      'Welcome',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Thank you' }));
    await waitFor(() => expect(screen.queryByText('Thank you')).toBeNull());
    expect((await readReplyTemplates()).map((template) => template.name)).toEqual([
      'Sorry to hear it',
      'Welcome',
    ]);
  });
});
