import { useState } from 'preact/hooks';
import { Field } from '@/components/ui/field';

/**
 * A whole-number setting of the options page, saved as it is typed once `valid` holds; while it
 * does not, what was typed stays in the box with `invalid` under it, and nothing is saved.
 */
export function NumberSetting({
  label,
  hint,
  invalid,
  value,
  min,
  max,
  valid,
  onSave,
}: {
  label: string;
  hint: string;
  invalid: string;
  /** The saved value. */
  value: number;
  min: number;
  max?: number;
  valid: (value: number) => boolean;
  onSave: (value: number) => void;
}) {
  const [text, setText] = useState<string>();
  const shown = text ?? String(value);
  const accepts = (typed: string) =>
    typed.trim() !== '' && Number.isInteger(Number(typed)) && valid(Number(typed));
  return (
    <Field label={label} hint={hint} error={accepts(shown) ? undefined : invalid}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={shown}
          onInput={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            if (accepts(typed)) onSave(Number(typed));
          }}
        />
      )}
    </Field>
  );
}
