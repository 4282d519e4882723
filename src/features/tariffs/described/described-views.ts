/**
 * The described tariff views in one module, so the app loads them as one chunk: the transcoding and storage pages
 * and what the restream page adds below its cards.
 */
export { DescribedTariffPage } from './described-tariff-page.tsx';
export { RestreamExtras } from './restream-extras.tsx';
