import { choiceControl } from '../../components/form/choice-control.tsx';
import type { FieldControl } from '../../components/form/described-form.tsx';
import type { Binding } from '../../lib/bindings/bind.ts';
import { primaryType } from '../../lib/service-description/schema.ts';
import { type Destination, destinationLabel } from '../../lib/operations/channels/destination-list.ts';
import type { QualityMessages } from './quality-messages.ts';
import { bodyProperty } from './model/units.ts';

// The destinations a profile is set on, chosen from the project's own by name: boxes to tick where the operation takes
// a list of them (the newer description's `channelIds: number[]`), one choice where it takes one (the older one's
// `channelIds: number`). The form keeps the choice as its text: IDs separated by commas, as a list field reads.

const idsOf = (text: string) =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

export function destinationsControl(
  binding: Binding,
  destinations: readonly Destination[],
  m: QualityMessages,
): FieldControl {
  const schema = bodyProperty(binding, 'channelIds');
  const many = schema !== undefined && primaryType(schema) === 'array';
  if (!many) {
    const choices = destinations.map((destination) => ({
      value: destination.id,
      label: destinationLabel(destination),
    }));
    return choiceControl('channelIds', choices, m.form.none, (text) => idsOf(text)[0] ?? '');
  }
  return {
    draw: ({ id, label, describedBy, invalid, disabled, values, set }) => {
      const text = Object.hasOwn(values, 'channelIds') ? values.channelIds! : '';
      const chosen = new Set(idsOf(text));
      const toggle = (destinationId: string, on: boolean) => {
        const next = new Set(chosen);
        if (on) next.add(destinationId);
        else next.delete(destinationId);
        // In the list's order, whatever order they were ticked in.
        set('channelIds', destinations.flatMap((one) => (next.has(one.id) ? [one.id] : [])).join(','));
      };
      return (
        <div
          id={id}
          role="group"
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="quality-destination-choice"
        >
          {destinations.length === 0 ? <p className="hint">{m.form.noDestinations}</p> : null}
          {destinations.map((destination) => (
            <label key={destination.id} className="quality-destination-option">
              <input
                type="checkbox"
                checked={chosen.has(destination.id)}
                disabled={disabled}
                onChange={(event) => toggle(destination.id, event.target.checked)}
              />{' '}
              <span className="service-text">{destinationLabel(destination)}</span>
            </label>
          ))}
        </div>
      );
    },
  };
}
