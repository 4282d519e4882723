import { defineRead } from '../../lib/bindings/declared-read.ts';
import { readPaySystemsAnswer } from './model/pay-systems.ts';

// What Billing reads first besides the project's money (lib/operations/money/project-money-read.ts), declared once:
// the manifest sends it ahead while the page's code loads, and the top-up reads it.

/** "Load available pay systems": the ways to top up; it takes nothing. */
export const paySystemsRead = defineRead({ values: () => ({}), parse: readPaySystemsAnswer });
