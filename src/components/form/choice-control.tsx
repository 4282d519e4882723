import type { FieldControl } from './described-form.tsx';

/** One choice of a picker: what is sent, and what the person reads. */
export type Choice = { value: string; label: string };

/**
 * A field the page offers as a choice among what it has read (a server by its city, a destination by its name)
 * instead of a text: a picker whose first choice, `none`, sends nothing. `text` reads the field's value as a choice
 * (default: as it stands).
 */
export function choiceControl(
  field: string,
  choices: readonly Choice[],
  none: string,
  text: (value: string) => string = (value) => value,
): FieldControl {
  return {
    draw: ({ id, describedBy, invalid, disabled, values, set }) => (
      <select
        id={id}
        value={Object.hasOwn(values, field) ? text(values[field]!) : ''}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => set(field, event.target.value)}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    ),
  };
}
