import { useId } from 'react';
import { type NamedLevels, levelChoices } from './model/access-levels.ts';
import './level.css';

/** A level's name, else `unnamed` (a member, shared…); a dash where the service sent none. */
export function levelText(levels: NamedLevels, value: number | undefined, unnamed: string): string {
  if (value === undefined) return '—';
  return levels.nameOf(value)?.name ?? unnamed;
}

/** The line of what a level allows, where known. */
export function LevelLine({ levels, value, id }: { levels: NamedLevels; value: number | undefined; id?: string }) {
  const line = value === undefined ? undefined : levels.nameOf(value)?.line;
  return line ? (
    <span id={id} className="team-level-line">
      {line}
    </span>
  ) : null;
}

/** A level by its name, with the line of what it allows under it. */
export function LevelName({
  levels,
  value,
  unnamed,
}: {
  levels: NamedLevels;
  value: number | undefined;
  unnamed: string;
}) {
  return (
    <span className="team-level">
      {levelText(levels, value, unnamed)}
      <LevelLine levels={levels} value={value} />
    </span>
  );
}

/** Whether a choice of level can be offered: at least two levels told apart, the current one among them. */
export function choosable(levels: NamedLevels, value: number | undefined): boolean {
  const choices = levelChoices(levels);
  return choices.length >= 2 && (value === undefined || choices.some((one) => one.level === value));
}

/** A choice among the levels told apart (choosable), with the line of the chosen one under it. */
export function LevelSelect({
  id,
  label,
  levels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  levels: NamedLevels;
  value: number | undefined;
  onChange: (level: number) => void;
}) {
  const lineId = useId();
  const line = value === undefined ? undefined : levels.nameOf(value)?.line;
  return (
    <span className="team-level">
      <select
        id={id}
        aria-label={label}
        aria-describedby={line ? lineId : undefined}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {value === undefined ? <option value="">—</option> : null}
        {levelChoices(levels).map((choice) => (
          <option key={choice.level} value={String(choice.level)}>
            {choice.label}
          </option>
        ))}
      </select>
      <LevelLine levels={levels} value={value} id={lineId} />
    </span>
  );
}
