import { defineMessages } from '../../lib/i18n/message-table.ts';

/**
 * The words every form built from a description shares (the console's and the designed pages'): what a field's
 * problem is, a secret's Reveal, a text's length. A value kind added to the registry
 * (lib/service-description/value-kinds.ts) adds its line to `valueKinds`; one without words there is warned about in
 * general words (`unreadable`).
 */
export interface FormMessages {
  /** What a field says when its text does not read as its value kind, by the kind's name. */
  valueKinds: Readonly<Record<string, string>>;
  unreadable: string;
  required: string;
  /** Beside the label of a field that must be filled in. */
  requiredMark: string;
  tooLong: (most: number) => string;
  tooShort: (least: number) => string;
  /** An address that does not start with one of the schemes the page takes. */
  scheme: (schemes: readonly string[]) => string;
  /** A number outside its schema's bounds: from `least` to `most`, either of which may be absent. */
  range: (least: number | undefined, most: number | undefined) => string;
  /** Characters typed of the most a field takes. */
  count: (used: number, most: number) => string;
  /** The toggle that shows a secret field's text (pressed while shown), and its name for assistive technology. */
  reveal: string;
  revealField: (label: string) => string;
  /** Said when a field's problem kept the form from being sent. */
  fixFirst: string;
  /** Fields of the description a form of this kind cannot set (objects, lists of records, files). */
  notHere: (names: string) => string;
  /** The search above a choice of more values than it draws, and how many of them it draws of those that match. */
  searchValues: (count: number) => string;
  valuesShown: (shown: number, matching: number) => string;
}

const counted = (language: string) => (count: number) => new Intl.NumberFormat(language).format(count);
const en = counted('en');
const ru = counted('ru');
const cn = counted('zh');

/** "a, b or c" in a language's word for "or". */
const either = (items: readonly string[], or: string, comma = ', ') =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${or}${items.at(-1)}`;

export const formMessages = defineMessages<FormMessages>({
  en: {
    valueKinds: {
      enum: 'Choose one of the listed values.',
      integer: 'Enter a whole number.',
      number: 'Enter a number.',
      boolean: 'Choose true or false.',
      'date-time': 'Enter a date and time.',
    },
    unreadable: 'This value cannot be read as the field’s format.',
    required: 'Required.',
    requiredMark: 'required',
    tooLong: (most) => `At most ${most} characters.`,
    tooShort: (least) => `At least ${least} characters.`,
    scheme: (schemes) => `Starts with ${either(schemes, ' or ')}.`,
    range: (least, most) =>
      least === undefined
        ? `At most ${most}.`
        : most === undefined
          ? `At least ${least}.`
          : `From ${least} to ${most}.`,
    count: (used, most) => `${used} / ${most}`,
    reveal: 'Reveal',
    revealField: (label) => `Reveal: ${label}`,
    fixFirst: 'Correct the marked fields. Nothing was sent.',
    notHere: (names) => `Not set here: ${names}.`,
    searchValues: (count) => `Search the ${en(count)} values`,
    valuesShown: (shown, matching) =>
      matching === 0
        ? 'No value holds what was typed.'
        : shown < matching
          ? `The first ${en(shown)} of ${en(matching)} values are listed: type to find the others.`
          : `Values listed: ${en(matching)}.`,
  },
  ru: {
    valueKinds: {
      enum: 'Выберите одно из перечисленных значений.',
      integer: 'Введите целое число.',
      number: 'Введите число.',
      boolean: 'Выберите true или false.',
      'date-time': 'Введите дату и время.',
    },
    unreadable: 'Это значение не читается в формате поля.',
    required: 'Обязательное поле.',
    requiredMark: 'обязательно',
    tooLong: (most) => `Не больше ${most} символов.`,
    tooShort: (least) => `Не меньше ${least} символов.`,
    scheme: (schemes) => `Начинается с ${either(schemes, ' или ')}.`,
    range: (least, most) =>
      least === undefined
        ? `Не больше ${most}.`
        : most === undefined
          ? `Не меньше ${least}.`
          : `От ${least} до ${most}.`,
    count: (used, most) => `${used} / ${most}`,
    reveal: 'Показать',
    revealField: (label) => `Показать: ${label}`,
    fixFirst: 'Исправьте отмеченные поля. Ничего не отправлено.',
    notHere: (names) => `Здесь не задаётся: ${names}.`,
    searchValues: (count) => `Поиск среди значений (${ru(count)})`,
    valuesShown: (shown, matching) =>
      matching === 0
        ? 'Ни одно значение не содержит введённое.'
        : shown < matching
          ? `В списке первые ${ru(shown)} из ${ru(matching)} значений: введите текст, чтобы найти остальные.`
          : `Значений в списке: ${ru(matching)}.`,
  },
  cn: {
    valueKinds: {
      enum: '请选择所列的值之一。',
      integer: '请输入整数。',
      number: '请输入数字。',
      boolean: '请选择 true 或 false。',
      'date-time': '请输入日期和时间。',
    },
    unreadable: '无法按该字段的格式读取此值。',
    required: '必填。',
    requiredMark: '必填',
    tooLong: (most) => `最多 ${most} 个字符。`,
    tooShort: (least) => `至少 ${least} 个字符。`,
    scheme: (schemes) => `须以 ${either(schemes, ' 或 ', '、')} 开头。`,
    range: (least, most) =>
      least === undefined ? `最大 ${most}。` : most === undefined ? `最小 ${least}。` : `${least} 至 ${most} 之间。`,
    count: (used, most) => `${used} / ${most}`,
    reveal: '显示',
    revealField: (label) => `显示：${label}`,
    fixFirst: '请更正标出的字段。未发送任何内容。',
    notHere: (names) => `此处无法设置：${names}。`,
    searchValues: (count) => `在 ${cn(count)} 个值中搜索`,
    valuesShown: (shown, matching) =>
      matching === 0
        ? '没有值包含所输入的内容。'
        : shown < matching
          ? `列出了 ${cn(matching)} 个值中的前 ${cn(shown)} 个：输入文字以查找其他值。`
          : `列出了 ${cn(matching)} 个值。`,
  },
});
