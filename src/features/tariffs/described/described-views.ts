/**
 * The described tariff views in one module, so they load as one chunk: the transcoding and storage pages and what
 * the restream page adds below its cards.
 */
export { StoragePage, TranscodingPage, WebinarPage } from './described-tariff-page.tsx';
export { RestreamExtras } from './restream-extras.tsx';
