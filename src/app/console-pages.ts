/**
 * Every page of the catalog and of the operations console in one lazily loaded module: the group pages, the
 * described operations' pages, "not found", and what goes below a typed page (its described views and its group's operations). One chunk, so the first bundle names
 * one file for all of them (each lazy chunk it can load costs it a file name), and a group page has its operations'
 * pages at hand. It lives in app/ because it joins two features, which must not import each other.
 */
// The catalog's page (a group's, an operation's, or not found) is the module's `Component`, so the route table can
// use the module as it comes.
export { CatalogPage as Component } from './catalog-page.tsx';
export { TypedPageBelow } from './typed-page-below.tsx';
// The sidebar filter's described operations: they read the description and link to these pages.
export { OperationResults } from '../features/catalog/operation-results.tsx';
