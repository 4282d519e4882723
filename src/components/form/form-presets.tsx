import { useId } from 'react';
import { Button } from '../button.tsx';
import './form-presets.css';

/** A set of values a form starts from (a 720p profile at 30 frames): its name, a line of what it is, its values. */
export interface FormPreset {
  label: string;
  hint?: string;
  /** Texts by field name; only the fields the form draws are set. */
  values: Readonly<Record<string, string>>;
}

/** The presets offered above a form's fields, under their legend. */
export interface FormPresets {
  legend: string;
  choices: readonly FormPreset[];
}

/**
 * A form's presets as a row of buttons above its fields: pressing one fills the fields it names (they stay editable),
 * and the one the fields match is shown pressed — a preset is what the fields hold, not a state of its own.
 */
export function PresetChoice({
  presets,
  values,
  apply,
  disabled,
}: {
  presets: FormPresets;
  values: Readonly<Record<string, string>>;
  apply: (preset: FormPreset) => void;
  disabled: boolean;
}) {
  const legendId = useId();
  const matches = (preset: FormPreset) => Object.entries(preset.values).every(([name, text]) => values[name] === text);
  return (
    <div className="form-presets" role="group" aria-labelledby={legendId}>
      <p id={legendId} className="form-presets-legend">
        {presets.legend}
      </p>
      <div className="form-presets-choices">
        {presets.choices.map((preset) => (
          <Button
            key={preset.label}
            choice
            aria-pressed={matches(preset)}
            disabled={disabled}
            onClick={() => apply(preset)}
          >
            <span className="form-preset-text">
              <span className="form-preset-label">{preset.label}</span>
              {preset.hint ? <span className="form-preset-hint">{preset.hint}</span> : null}
            </span>
          </Button>
        ))}
      </div>
    </div>
  );
}
