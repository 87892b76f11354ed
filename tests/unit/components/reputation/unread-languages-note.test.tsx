import '../../i18n-setup';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { UnreadLanguagesNote } from '@/components/reputation/unread-languages-note';

afterEach(cleanup);

describe('the line under What customers mention', () => {
  it('says how many reviews its themes could not read, and in which languages, in the interface language', () => {
    const { container } = render(
      <UnreadLanguagesNote
        languages={[
          { language: 'fr', count: 1204 },
          { language: 'ja', count: 56 },
        ]}
      />,
    );
    expect(container.textContent).toBe(
      'Across all your reviews, 1,260 are in languages these themes cannot read yet: French (1,204) and Japanese (56).',
    );
  });

  it('speaks of one review in the singular, and says nothing when every review could be read', () => {
    const { container } = render(<UnreadLanguagesNote languages={[{ language: 'it', count: 1 }]} />);
    expect(container.textContent).toBe(
      'Across all your reviews, 1 is in a language these themes cannot read yet: Italian (1).',
    );
    cleanup();
    expect(render(<UnreadLanguagesNote languages={[]} />).container.textContent).toBe('');
    expect(render(<UnreadLanguagesNote />).container.textContent).toBe('');
  });
});
