/**
 * Words of a catalog group's page in the three interface languages. Loaded with that page's chunk only;
 * the groups' names and the API page's words are in nav-messages.ts. Group and operation names are identifiers and are
 * never translated.
 */
import type { DocStatus } from './catalog-types.ts';
import { defineMessages } from '../../lib/i18n/message-table.ts';

interface CatalogMessages {
  breadcrumb: string;
  projects: string;
  project: (id: number) => string;
  backToProject: string;
  noPurpose: string;
  /** A group the interface document does not name (described-groups.ts). */
  outsideDocument: string;
  purposeFromNames: string;
  listedUnder: (row: string) => string;
  notUsedYet: string;
  /** What a group page lists when the description cannot be read. */
  documentOnly: string;
  operations: (count: number) => string;
  operation: string;
  documentation: string;
  status: Record<DocStatus, string>;
  lineCount: (count: number) => string;
  noOperations: string;
  badProjectId: (text: string) => string;
  allProjects: string;
}

export const catalogMessages = defineMessages<CatalogMessages>({
  en: {
    breadcrumb: 'Breadcrumb',
    projects: 'Projects',
    project: (id) => `Project ${id}`,
    backToProject: 'Back to project',
    noPurpose: 'The interface document does not describe what this group is for.',
    outsideDocument:
      'The interface document does not name this group: the real kind’s newer description does, and the deployment’s description gives its operations.',
    purposeFromNames: 'From the operation names:',
    listedUnder: (row) => `The document lists this group in the row “${row}”.`,
    notUsedYet:
      'The dashboard does not use these operations yet; this page lists what the interface document says about them.',
    documentOnly: 'The operations are listed as the interface document gives them.',
    operations: (count) => `Operations (${count})`,
    operation: 'Operation',
    documentation: 'Documentation',
    status: { documented: 'Documented', 'method-only': 'Method only', 'not-documented': 'Not documented' },
    lineCount: (count) => `(${count} operations)`,
    noOperations: 'No operations are listed for this group in the document.',
    badProjectId: (text) => `“${text}” is not a project number. A project number is a positive whole number.`,
    allProjects: 'All projects',
  },
  ru: {
    breadcrumb: 'Навигационная цепочка',
    projects: 'Проекты',
    project: (id) => `Проект ${id}`,
    backToProject: 'Назад к проекту',
    noPurpose: 'Документ интерфейса не описывает назначение этой группы.',
    outsideDocument:
      'Документ интерфейса не называет эту группу: её называет более новое описание сервисов этого вида, а операции даёт описание развёртывания.',
    purposeFromNames: 'По названиям операций:',
    listedUnder: (row) => `В документе группа указана в строке «${row}».`,
    notUsedYet: 'Панель пока не использует эти операции; здесь перечислено то, что о них говорит документ интерфейса.',
    documentOnly: 'Операции перечислены так, как их приводит документ интерфейса.',
    operations: (count) => `Операции (${count})`,
    operation: 'Операция',
    documentation: 'Документация',
    status: { documented: 'Описана', 'method-only': 'Только метод', 'not-documented': 'Не описана' },
    lineCount: (count) => `(операций: ${count})`,
    noOperations: 'В документе для этой группы не перечислено ни одной операции.',
    badProjectId: (text) => `«${text}» — не номер проекта. Номер проекта — целое положительное число.`,
    allProjects: 'Все проекты',
  },
  cn: {
    breadcrumb: '面包屑导航',
    projects: '项目',
    project: (id) => `项目 ${id}`,
    backToProject: '返回项目',
    noPurpose: '接口文档未说明该分组的用途。',
    outsideDocument: '接口文档未列出该分组：同类服务的较新描述列出了它，其操作由部署的描述提供。',
    purposeFromNames: '根据操作名称：',
    listedUnder: (row) => `文档将该分组列在“${row}”一行中。`,
    notUsedYet: '控制台尚未使用这些操作；本页列出接口文档对它们的说明。',
    documentOnly: '以下按接口文档列出操作。',
    operations: (count) => `操作（${count}）`,
    operation: '操作',
    documentation: '文档',
    status: { documented: '已记录', 'method-only': '仅有方法', 'not-documented': '未记录' },
    lineCount: (count) => `（${count} 个操作）`,
    noOperations: '文档未列出该分组的任何操作。',
    badProjectId: (text) => `“${text}”不是项目编号。项目编号是正整数。`,
    allProjects: '全部项目',
  },
});
