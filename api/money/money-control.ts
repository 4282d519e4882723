// The control surface's calls for money (tests only): set a project's balances and currency outright, how long a new
// top-up stays pending, and settle a payment by hand. All of it goes back to the seed with the rest at reset.
import { type Route, controlError } from '../control-surface.ts';
import type { DemoState } from '../demo-state.ts';
import { isPlainObject, sendJson } from '../http-json.ts';
import { BALANCE_TYPES, CURRENCIES, type Currency } from './money-kinds.ts';
import type { Balances } from './money-state.ts';

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;

export function moneyControlRoutes(state: DemoState): Record<string, Route[]> {
  return {
    '/__control/money': [
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const invalid = (field: string, message: string) => controlError(res, 400, 'invalid_request', message, field);
          const { projectId, currency, settleMs } = fields;
          const values: Partial<Balances> = {};
          for (const type of BALANCE_TYPES) {
            const value = fields[type];
            if (value === undefined) continue;
            if (!isMoney(value)) return invalid(type, `"${type}" must be a number with at most two decimals`);
            values[type] = value;
          }
          if (currency !== undefined) {
            if (!(CURRENCIES as readonly unknown[]).includes(currency))
              return invalid('currency', `"currency" must be one of: ${CURRENCIES.join(', ')}`);
            values.currency = currency as Currency;
          }
          if (settleMs !== undefined && settleMs !== null && !(Number.isInteger(settleMs) && (settleMs as number) >= 0))
            return invalid('settleMs', '"settleMs" must be a non-negative integer, or null (until settled by hand)');
          const changesProject = Object.keys(values).length > 0;
          if (projectId !== undefined || changesProject) {
            if (typeof projectId !== 'number' || !state.projects.has(projectId))
              return invalid('projectId', '"projectId" must be the id of a project of the demo');
          }
          if (settleMs !== undefined) state.money.settleMs = settleMs as number | null;
          const balances = typeof projectId === 'number' ? state.money.set(projectId, values) : undefined;
          sendJson(res, 200, { ...balances, settleMs: state.money.settleMs });
        },
      },
    ],
    '/__control/payment': [
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const { paymentId, status } = fields;
          if (status !== 'paid' && status !== 'canceled')
            return controlError(res, 400, 'invalid_request', '"status" must be one of: paid, canceled', 'status');
          const payment = typeof paymentId === 'number' ? state.money.settle(paymentId, status) : undefined;
          if (!payment) return controlError(res, 404, 'unknown_payment', 'No such payment', 'paymentId');
          sendJson(res, 200, { paymentId: payment.paymentId, projectId: payment.projectId, status: payment.status });
        },
      },
    ],
  };
}
