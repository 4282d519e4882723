/**
 * Every page of the catalog in one lazily loaded module: the group pages, the described operations' pages and the
 * tariff page's operations section. One chunk, so the first bundle names one file for all of them (each lazy chunk
 * it can load costs it a file name), and a group page has its operations' pages at hand.
 */
// The group page is the module's `Component`, so the route table can use the module as it comes.
export { Component } from './scaffold-route.tsx';
export { Component as OperationPage } from './operation-route.tsx';
export { TariffOperationsSection } from './tariff-operations-section.tsx';
