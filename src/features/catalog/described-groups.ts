import type { CatalogGroup } from './catalog-types.ts';

/**
 * Groups the interface document does not name but the real kind's newer description does (../shared/real-kind-newer.md),
 * each with a designed page of the dashboard's: navigated like the document's groups, their operations all the
 * deployment's description's. catalog.ts stays the document's; catalog-groups.ts joins the two.
 */
export const describedGroups: readonly CatalogGroup[] = [
  {
    name: 'Video',
    row: 'Video',
    scope: 'project',
    section: 'streaming',
    purpose: {
      en: 'A project’s recordings and uploads: list, rename, download and delete them, upload one, and the storage they use.',
      ru: 'Записи и загруженные видео проекта: список, переименование, скачивание и удаление, загрузка и занятое ими хранилище.',
      cn: '项目的录像和上传的视频：列出、重命名、下载和删除，上传视频，以及它们占用的存储空间。',
    },
    operations: [],
    outsideDocument: true,
  },
  {
    name: 'Plan webinar',
    row: 'Plan webinar',
    scope: 'project',
    section: 'tariffs',
    purpose: {
      en: 'Webinar tariff of a project: read the current plan, buy or remove one, check one before buying, renew it, list plans and discounts.',
      ru: 'Тариф вебинаров проекта: текущий план, покупка или удаление, проверка перед покупкой, продление, список планов и скидки.',
      cn: '项目的网络研讨会套餐：查看当前套餐、购买或移除套餐、购买前检查、续订、套餐列表和折扣。',
    },
    operations: [],
    outsideDocument: true,
  },
];
