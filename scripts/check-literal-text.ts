// The literal-text check of `npm test`: user-visible words written in a component instead of taken from the
// message catalogues (src/shared/i18n). It parses every src/client/**/*.tsx and reports text between JSX tags
// that has letters, and string literals with letters given to a user-facing prop (label, title, placeholder…),
// whether as a JSX attribute or as an object's property (a menu's `{ label: 'Home' }`). A line may opt out
// with a comment saying `i18n-ignore` and why (an example IBAN, a brand).
// Run: npx tsx scripts/check-literal-text.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

export const USER_FACING_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'description',
  'error',
  'alt',
  'legend',
  'message',
]);

/** Words that stay as they are in every language. */
const UNTRANSLATED = new Set(['Turnout']);

const LETTER = /\p{L}/u;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

type Node = { type?: string; start?: number; end?: number; [key: string]: unknown };

const hasWords = (text: string) => {
  const trimmed = text.trim();
  return LETTER.test(trimmed) && !UNTRANSLATED.has(trimmed);
};

/** String literals with letters in an expression, through conditionals and `??`/`||`, not into calls. */
function literalsIn(node: Node | null | undefined): Node[] {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && hasWords(node.value) ? [node] : [];
    case 'TemplateLiteral':
      return (node.quasis as { value: { cooked: string } }[]).some((quasi) => hasWords(quasi.value.cooked))
        ? [node]
        : [];
    case 'JSXExpressionContainer':
      return literalsIn(node.expression as Node);
    case 'ConditionalExpression':
      return [...literalsIn(node.consequent as Node), ...literalsIn(node.alternate as Node)];
    case 'LogicalExpression':
      return [...literalsIn(node.left as Node), ...literalsIn(node.right as Node)];
    default:
      return [];
  }
}

const propName = (key: Node | undefined): string | undefined =>
  key?.type === 'JSXIdentifier' || key?.type === 'Identifier'
    ? (key.name as string)
    : key?.type === 'Literal' && typeof key.value === 'string'
      ? key.value
      : undefined;

/** The user-visible literal texts of one component file. */
export function literalTexts(source: string, file: string): Finding[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const lines = source.split('\n');
  const ignored = (line: number) => [line - 1, line].some((n) => lines[n - 1]?.includes('i18n-ignore'));
  const found: Node[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'JSXText' && typeof n.value === 'string' && hasWords(n.value)) found.push(n);
    if (n.type === 'JSXAttribute' && USER_FACING_PROPS.has(propName(n.name as Node) ?? ''))
      found.push(...literalsIn(n.value as Node));
    if (n.type === 'Property' && USER_FACING_PROPS.has(propName(n.key as Node) ?? ''))
      found.push(...literalsIn(n.value as Node));
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') visit(value);
  };
  visit(program);
  return found
    .map((n) => ({ file, line: lineOf(n.start ?? 0), text: source.slice(n.start, n.end).trim() }))
    .filter((finding) => !ignored(finding.line));
}

/** The components (`.tsx`) under a folder, relative to `root`, sorted. */
export function componentFiles(root: string, folder = 'src/client'): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}

/** Every literal text in the app's components, one line each. */
export function checkTree(root: string): string[] {
  return componentFiles(root).flatMap((file) =>
    literalTexts(readFileSync(path.join(root, file), 'utf8'), file).map(
      ({ line, text }) => `${file}:${line} writes ${text} outside the catalogues`,
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkTree(root);
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
