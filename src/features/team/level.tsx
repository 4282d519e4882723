import { type Levels, levelWord } from './model/access-levels.ts';
import type { TeamMessages } from './team-messages.ts';

/** A level in the description's words, else its number ("Level 2"); a dash where the service sent none. */
export function levelText(levels: Levels, value: number | undefined, m: TeamMessages): string {
  if (value === undefined) return '—';
  return levelWord(levels, value) ?? m.level(value);
}

/** A choice of level among those the operation takes (the current one kept, should the operation not list it). */
export function LevelSelect({
  id,
  label,
  levels,
  value,
  onChange,
  describedBy,
  m,
}: {
  id: string;
  label: string;
  levels: Levels;
  value: number | undefined;
  onChange: (level: number) => void;
  describedBy?: string | undefined;
  m: TeamMessages;
}) {
  const values = value === undefined || levels.values.includes(value) ? levels.values : [value, ...levels.values];
  return (
    <select
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {value === undefined ? <option value="">—</option> : null}
      {values.map((level) => (
        <option key={level} value={String(level)}>
          {levelText(levels, level, m)}
        </option>
      ))}
    </select>
  );
}
