// A choice of more values than a page can draw (a description's enum of 200,001): a capped list and a search that
// reaches every value, the chosen one kept when the search moves on.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../lib/service-description/schema.ts';
import { CHOICE_CAP, Widget, matchingValues } from './widgets.tsx';

const VALUES = Array.from({ length: 200_001 }, (_, index) => `value-${index}`);
const schema = new SchemaResolver({ openapi: '3.0.3', paths: {} }).resolve({ type: 'string', enum: VALUES });

function Chooser({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Widget
      id="choice"
      schema={schema}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      required={false}
      secret={false}
      describedBy={undefined}
      invalid={false}
      blank="Not sent"
    />
  );
}

describe('a choice of many values', () => {
  it('draws at most its cap, and says how many of how many', () => {
    const chosen: string[] = [];
    const { container } = render(<Chooser onChange={(value) => chosen.push(value)} />);
    const options = container.querySelectorAll('select option');
    // The cap and the blank choice: never the 200,001.
    expect(options).toHaveLength(CHOICE_CAP + 1);
    expect(screen.getByRole('status').textContent).toBe(
      'The first 200 of 200,001 values are listed: type to find the others.',
    );
    expect(screen.getByRole('searchbox', { name: 'Search the 200,001 values' })).toBeDefined();
  });

  it('finds any value by what is typed, and keeps the one chosen when the search changes', async () => {
    const chosen: string[] = [];
    const { container } = render(<Chooser onChange={(value) => chosen.push(value)} />);
    const search = screen.getByRole('searchbox');
    await act(async () => fireEvent.change(search, { target: { value: 'VALUE-199999' } }));
    expect([...container.querySelectorAll('select option')].map((option) => option.textContent)).toEqual([
      'Not sent',
      'value-199999',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Values listed: 1.');
    fireEvent.change(container.querySelector('select')!, { target: { value: 'value-199999' } });
    expect(chosen).toEqual(['value-199999']);
    await act(async () => fireEvent.change(search, { target: { value: 'nothing like it' } }));
    expect(screen.getByRole('status').textContent).toBe('No value holds what was typed.');
    expect(container.querySelector('select')!.value).toBe('value-199999');
  });

  it('draws a short list whole, with no search', () => {
    const few = new SchemaResolver({ openapi: '3.0.3', paths: {} }).resolve({ type: 'string', enum: ['a', 'b'] });
    const { container } = render(
      <Widget
        id="few"
        schema={few}
        value=""
        onChange={() => {}}
        required
        secret={false}
        describedBy={undefined}
        invalid={false}
      />,
    );
    expect(container.querySelectorAll('option')).toHaveLength(2);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('matches by the value and by its words, counting every match while keeping the cap', () => {
    const words = (value: string) => (value === 'value-7' ? 'Seven' : value);
    expect(matchingValues(VALUES, 'seven', CHOICE_CAP, words)).toEqual({ shown: ['value-7'], matching: 1 });
    const many = matchingValues(VALUES, '1', CHOICE_CAP);
    expect(many.shown).toHaveLength(CHOICE_CAP);
    expect(many.matching).toBe(VALUES.filter((value) => value.includes('1')).length);
  });
});
