// A plan's name and price as its kind's plan list gives them, by the plan's ID: put in the query cache by what loads
// below the cards (described/plan-labels-read.ts), read from it by the cards, which never ask for it themselves.

export interface PlanLabel {
  title: string;
  /** Its price written out for each period the list prices (`month`, `year`): "790 ₽ a month". */
  prices: Readonly<Record<string, string>>;
}

export type PlanLabels = Readonly<Record<string, PlanLabel>>;

export const planLabelsKey = (kind: string, projectId: number, language: string) =>
  ['plan-labels', kind, projectId, language] as const;
