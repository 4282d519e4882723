import { projectValues } from '../../bindings/call.ts';
import { defineRead } from '../../bindings/read.ts';
import { readProjectMoney } from './project-money.ts';

/**
 * "Get project full info" read for the project's money, declared once: Billing's balances (sent ahead of its page),
 * Home's cards and a tariff page's buy make this one query, so an answer one of them read is the others' too.
 */
export const projectMoneyRead = defineRead({
  name: 'project money',
  binding: { name: { group: 'UserProject', name: 'Get project full info' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  parse: (body) => readProjectMoney(body),
});
