import '../../i18n-setup';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';

afterEach(cleanup);

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <Field label="Reply text" hint="Shown publicly.">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Reply text' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    const described = box.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Shown publicly.');
  });

  it('marks the control invalid and puts the error first in its description', () => {
    render(
      <Field label="Reply text" hint="Shown publicly." error="Write a reply first.">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Reply text' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const [first, second] = box.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(first)?.textContent).toBe('Write a reply first.');
    expect(document.getElementById(second)?.textContent).toBe('Shown publicly.');
  });
});
