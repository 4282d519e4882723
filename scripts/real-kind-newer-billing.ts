// The newer description's billing operations, as ../shared/real-kind-newer.md writes them in §2.15 (renewing plans),
// §2.16 (webinar plans) and §2.18 (payments and money): in the nested lists of §2.7–§2.14
// (scripts/real-kind-newer-setup.ts reads those, and its readers read these once a line is put in their form), but
// with fields parted by semicolons, names that share a type written together (`` `a`, `b` string ``, `` `c?`: number
// ``), a label before a line's fields ("rate: …"), fields joined by "and", the query inside the SDK's line ("· query:
// …"), one heading for the operations of a table (the four renewals, the three card processors), and the plan reads
// and the project's full info given in a numbered list under "Where a page reads the prolongation state". Read by
// scripts/real-kind-newer-table.ts into the same rows as the rest of the newer sheet.
import {
  type Bullet,
  type Field,
  type NewerValue,
  type Parameter,
  SUCCESS,
  type SetupOperation,
  type Type,
  bulletTree,
  fieldTypesOf,
  inlineFields,
  modelsOf,
  parametersOf,
  uniqueFields,
  valueOf,
} from './real-kind-newer-setup.ts';
import { splitTop } from './real-kind-schema.ts';

const SECTIONS = new Set([15, 16, 18]);
const HEADING = /^#{4,5} (.*)$/;
const OPERATION = /^([A-Z]+) (\/\S+) — (.*)$/;
/** A row of a table of operations: `` | `POST /plan_x/y` | `Class.method` | summary | ``. */
const ROW = /^\| `([A-Z]+) (\/[^`]+)` \| `([\w.]+)` \| (.*?) \|$/;

/** Names that share one type, written together: `` `a`, `b`, `c` type `` or `` `a?`, `b?`: type ``, each on its own. */
function ungrouped(text: string): string {
  return text.replace(
    /((?:`\w+\??`\s*,\s*)+`\w+\??`)\s*:?\s*([^;,{}:.]*?)\s*(?=;|}|\.?$)/g,
    (_all, names: string, type: string) =>
      [...names.matchAll(/`(\w+\??)`/g)].map((match) => `\`${match[1]}\` ${type}`.trim()).join('; '),
  );
}

/** A line in the form the setup sections' readers take: no emphasis, no glosses, one type to a name. */
function plain(text: string): string {
  let out = text.replace(/\*\*/g, '');
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/\s*\([^()]*\)/g, '');
  }
  return ungrouped(
    out
      .replace(/ \| null`/g, '`')
      .replace(/^[a-z]+:\s+(?=`)/, '')
      .replace(/ and (?=`)/g, '; '),
  );
}

/**
 * The bullets as the setup sections' readers take them: each in plain form; the SDK's line split where it also gives
 * the query; a query and a body written in one line parted; a line of several fields one bullet a field; a query's
 * parameters parted by commas.
 */
function normalized(bullets: readonly Bullet[]): Bullet[] {
  return bullets.flatMap((bullet): Bullet[] => {
    const text = plain(bullet.text);
    const children = normalized(bullet.children);
    if (text.startsWith('SDK: ')) {
      const [sdk = '', ...rest] = text.split(' · ');
      const query = rest.find((part) => /^query\b|no parameters at all/.test(part));
      return [
        { text: sdk, children },
        ...(query === undefined ? [] : [{ text: `Query: ${query.replace(/^query[^:]*:\s*/, '')}`, children: [] }]),
      ];
    }
    if (/^Query\b/.test(text)) {
      const [query = '', body] = text.split(/\.\s+(?=Body `)/);
      return [
        { text: query.replace(/;/g, ','), children },
        ...(body === undefined ? [] : [{ text: body, children: [] }]),
      ];
    }
    if (/^`[a-z]\w*\??`/.test(text) && text.includes(';'))
      return splitTop(text.replace(/\.$/, ''), ';').map((part) => ({ text: part, children: [] }));
    return [{ text, children }];
  });
}

/** A path as the sheet's tables write it (without `/method`), as the operation's. */
const methodPath = (path: string) => (path.startsWith('/method/') ? path : `/method${path}`);

/**
 * The summary the sheet gives an operation somewhere (its lists of operations: `` `GET /method/x` — Summary ``), for
 * the operations a section names without one.
 */
function summaryIn(sheet: string, method: string, path: string): string {
  const escaped = `${method} ${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`\`${escaped}\` — ([^;\\n]+)`).exec(sheet)?.[1]?.trim() ?? '';
}

/** An SDK's class, from `Class.method`; a bare method is of the class named last before it. */
const classOf = (sdk: string, last: string) => /^(\w+Api)\./.exec(sdk)?.[1] ?? last;

type Block = { heading: string; lines: string[] };

/** A block's lines but the openings of a numbered list's items (the text before an item's first bullet). */
function bulletLines(block: Block): string[] {
  let opening = false;
  return block.lines.filter((line) => {
    if (/^\d+\. /.test(line)) opening = true;
    else if (/^\s*- /.test(line)) opening = false;
    return !opening;
  });
}

/** The lines of a section under each of its headings (the first block, under none, has the section's own lines). */
function blocksOf(section: readonly string[]): Block[] {
  const blocks: Block[] = [{ heading: '', lines: [] }];
  for (const line of section) {
    const heading = HEADING.exec(line)?.[1];
    if (heading !== undefined) blocks.push({ heading, lines: [] });
    else blocks.at(-1)!.lines.push(line);
  }
  return blocks;
}

type Read = {
  parameters: Parameter[];
  body: NewerValue | null;
  success: string;
  answer: NewerValue | null;
  sdk: string;
};

/** What a block's bullets say of its operation: its SDK, query, body, success status and answer. */
function readBlock(bullets: readonly Bullet[], value: (type: Type) => NewerValue): Read {
  const find = (pattern: RegExp) => bullets.find((bullet) => pattern.test(bullet.text));
  const query = find(/^Query\b/);
  const body = find(/^Body /);
  const answer = find(/^\d{3} →/);
  const answerText = answer?.text.replace(/^.*?→\s*/, '') ?? '';
  const named = /^`([A-Z]\w*)`/.exec(answerText)?.[1];
  return {
    sdk:
      find(/^SDK: /)
        ?.text.replace(/^SDK: /, '')
        .replace(/`/g, '') ?? '',
    parameters: query ? parametersOf(query) : [],
    body: body ? bodyOf(body, value) : null,
    success: /^(\d{3})/.exec(answer?.text ?? '')?.[1] ?? '',
    answer: named === 'SuccessResponse' ? SUCCESS : named === undefined ? null : value({ kind: 'model', name: named }),
  };
}

/**
 * A body: its model's fields, or where it is "one of N shapes" that "each has" some fields, each shape (a line naming
 * its model, then its own fields) with those.
 */
function bodyOf(bullet: Bullet, value: (type: Type) => NewerValue): NewerValue {
  const named = /^Body `(\w+)`/.exec(bullet.text)?.[1];
  if (!/one of \w+ shapes/.test(bullet.text) || named === undefined) return value({ kind: 'model', name: named ?? '' });
  const common = inlineFields(/Each has (.*?); then/.exec(bullet.text)?.[1] ?? '');
  const shapes = bullet.children.flatMap((child) => {
    const own = /`[A-Z]\w*`[^:]*:\s*(.*)$/.exec(child.text);
    if (!own) return [];
    const fields: Field[] = uniqueFields([...common, ...inlineFields(own[1]!.replace(/^nothing more;?$/, ''))]);
    return [value({ kind: 'fields', fields })];
  });
  return { type: 'object', oneOf: shapes };
}

/**
 * §2.15's reads of the renewal's state, a numbered list: "1." names the plan classes' "Get tariff for project" reads
 * (`` `GET /plan_x` ``, each answering `PlanXForProject`), "2." the project's full info and its answer.
 */
function listedReads(
  block: Block,
  sheet: string,
  value: (type: Type) => NewerValue,
  typed: ReadonlyMap<string, Parameter['type']>,
): SetupOperation[] {
  const items = block.lines.join('\n').split(/\n(?=\d+\. )/);
  return items.flatMap((item) => {
    const opening = item.split(/\n\s+- /)[0]!.replace(/\s+/g, ' ');
    if (!/^\d+\. /.test(opening)) return [];
    const sdk = /`(\w+Api)\.\w+`/.exec(opening)?.[1];
    // "query `project_id`": typed as the sections' other operations type the parameter.
    const parameters = [...opening.matchAll(/query `(\w+)`/g)].map(([, name]): Parameter => ({
      in: 'query',
      name: name!,
      type: typed.get(name!) ?? 'string',
      required: true,
    }));
    const answer = /→ `(\w+)`/.exec(opening)?.[1];
    const paths = [...opening.matchAll(/`(?:GET )?(\/[\w/-]+)`/g)].map((match) => methodPath(match[1]!));
    return paths.map((path): SetupOperation => {
      // A plan class's read answers its `PlanXForProject`: `/plan_storage` → PlanStorage.
      const plan = /^\/method\/(plan_\w+)$/.exec(path)?.[1];
      const name = plan
        ?.split('_')
        .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
        .join('');
      return {
        sdkClass: sdk ?? `${name}Api`,
        method: 'GET',
        path,
        summary: summaryIn(sheet, 'GET', path),
        parameters,
        body: null,
        success: '200',
        answer: value({ kind: 'model', name: answer ?? `${name}ForProject` }),
      };
    });
  });
}

/**
 * §2.15, §2.16 and §2.18's operations, with the models all three define (one names another's). `sheet`: the whole
 * sheet, whose lists of operations give the summaries the numbered list leaves out.
 */
export function billingOperations(lines: readonly string[], sheet: string): SetupOperation[] {
  const sections: { number: number; lines: string[] }[] = [];
  for (const line of lines) {
    const number = /^### 2\.(\d+) /.exec(line)?.[1];
    if (number !== undefined) sections.push({ number: Number(number), lines: [] });
    else if (/^##? /.test(line)) sections.push({ number: 0, lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  const ours = sections.filter((section) => SECTIONS.has(section.number));
  const blocks = ours.map((section) => blocksOf(section.lines));
  const all = normalized(bulletTree(blocks.flat().flatMap(bulletLines)));
  const models = modelsOf(all);
  const fieldTypes = fieldTypesOf(all);
  const value = (type: Type) => valueOf(type, models, fieldTypes);
  const operations: SetupOperation[] = [];
  const lists: Block[] = [];
  for (const [index, section] of ours.entries()) {
    let lastClass = /SDK class `(\w+Api)`/.exec(section.lines.join(' '))?.[1] ?? '';
    const rows = section.lines.flatMap((line) => {
      const row = ROW.exec(line);
      return row ? [{ method: row[1]!, path: methodPath(row[2]!), sdk: row[3]!, summary: row[4]! }] : [];
    });
    for (const block of blocks[index]!) {
      if (/^\d+\. /m.test(block.lines.join('\n'))) {
        lists.push(block);
        continue;
      }
      // The section's own lines (its table, its words) are no operation's.
      if (block.heading === '') continue;
      const read = readBlock(normalized(bulletTree(block.lines)), value);
      const heading = OPERATION.exec(block.heading);
      // A heading whose path has alternatives stands for the table's rows it matches; one that is no operation, for
      // the rows of its own table.
      const pattern = heading?.[2]?.includes('{')
        ? new RegExp(`^${heading[2].replace(/\{([^}]*)\}/g, '($1)')}$`)
        : undefined;
      const tabled = pattern
        ? rows.filter((row) => row.method === heading![1] && pattern.test(row.path))
        : heading
          ? []
          : block.lines.flatMap((line) => {
              const row = ROW.exec(line);
              return row ? [{ method: row[1]!, path: methodPath(row[2]!), sdk: row[3]!, summary: row[4]! }] : [];
            });
      const own =
        heading && !pattern ? [{ method: heading[1]!, path: heading[2]!, sdk: read.sdk, summary: heading[3]! }] : [];
      for (const operation of [...own, ...tabled]) {
        lastClass = classOf(operation.sdk, classOf(read.sdk, lastClass));
        const { sdk: _sdk, ...shape } = read;
        operations.push({
          sdkClass: lastClass,
          method: operation.method,
          path: operation.path,
          summary: operation.summary.trim(),
          ...shape,
        });
      }
    }
  }
  const typed = new Map(operations.flatMap((operation) => operation.parameters.map(({ name, type }) => [name, type])));
  const listed = lists.flatMap((block) => listedReads(block, sheet, value, typed));
  // An operation given twice (the webinar plan's read, in the list of reads and under its own heading): its heading's.
  return [
    ...listed.filter((one) => !operations.some((other) => other.method === one.method && other.path === one.path)),
    ...operations,
  ];
}
