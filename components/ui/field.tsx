import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import '@/assets/styles/ui/field.css';
import { cx } from './class-names';

/** Spread onto the control: it gets the label's target id and its description and state. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The visible label, which is also the control's accessible name (e.g. "Reply text"). */
  label: string;
  /** Guidance under the control, read after the label. */
  hint?: ComponentChildren;
  /** What is wrong and how to fix it; marks the control invalid while set. */
  error?: string;
  /** Renders the control: `{(control) => <textarea {...control} />}`. */
  children: (control: FieldControlProps) => ComponentChildren;
}

/** Label, control, hint and error, tied together with for/id and aria-describedby. */
export function Field({ label, hint, error, children }: FieldProps) {
  const controlId = `${useId()}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div class={cx('field', error && 'field--invalid')}>
      <label class="field__label" for={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <div class="field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {/* Always present so a new error is announced politely when it appears. */}
      <div class="field__error" id={errorId} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
