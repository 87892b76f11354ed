import '../../i18n-setup';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ReplyTemplatesSection } from '@/components/options/reply-templates-section';
import { readReplyTemplates } from '@/lib/reviews/reply-templates';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const names = async () => (await readReplyTemplates()).map((template) => template.name);
const addForm = () => document.getElementById('template-new') as HTMLElement;

describe('Options › Saved replies', () => {
  it('adds one, and says what is missing', async () => {
    render(<ReplyTemplatesSection />);
    expect(await screen.findByText('Thank you')).toBeTruthy();

    fireEvent.click(within(addForm()).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Give the saved reply a name and a text.')).toBeTruthy();

    fireEvent.input(within(addForm()).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Welcome' },
    });
    fireEvent.input(within(addForm()).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Welcome, {firstName}!' },
    });
    fireEvent.click(within(addForm()).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Welcome, {firstName}!')).toBeTruthy();
    expect(await names()).toEqual(['Thank you', 'Sorry to hear it', 'Welcome']);
  });

  it('edits one in place, keeping its place in the list', async () => {
    render(<ReplyTemplatesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Thank you' }));
    const form = document.querySelector('.options-templates form') as HTMLElement;
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Thank you');
    fireEvent.input(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Thanks!' } });
    fireEvent.input(within(form).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Thanks, {firstName}.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Thanks, {firstName}.')).toBeTruthy();
    expect(await names()).toEqual(['Thanks!', 'Sorry to hear it']);
  });

  it('deletes one with a quiet control, and Undo puts it back where it was', async () => {
    render(<ReplyTemplatesSection />);
    const remove = await screen.findByRole('button', { name: 'Delete Thank you' });
    expect(remove.className).not.toContain('danger');
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Thank you')).toBeNull());
    expect(await names()).toEqual(['Sorry to hear it']);
    expect(screen.getByText('Deleted "Thank you".')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Thank you')).toBeTruthy();
    expect(await names()).toEqual(['Thank you', 'Sorry to hear it']);
  });
});
