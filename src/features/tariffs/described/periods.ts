import type { OperationInput } from '../../../lib/bindings/inputs.ts';

/** The periods a plan is paid for, as plan lists and buys of this kind name them. */
export const PERIODS = ['month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const isPeriod = (value: unknown): value is Period => PERIODS.some((period) => period === value);

/** The buy's input that takes the period: the one whose described values are periods (`period`: month, year). */
export function periodInput(inputs: readonly OperationInput[]): OperationInput | undefined {
  return inputs.find((input) => {
    const values = input.schema.enum;
    return values !== undefined && values.length > 0 && values.every(isPeriod);
  });
}

/** The same day `months` later, in UTC: where a plan paid for a period from a day ends. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

export const PERIOD_MONTHS: Record<Period, number> = { month: 1, year: 12 };
