/**
 * Formula fields (`FieldDef.formula`): arithmetic over other numeric fields with + - * / and
 * parentheses, e.g. `amount * winRate / 100`. Parsed by a small recursive-descent parser, never
 * by eval, so an administrator's formula cannot run code on the server or on the phone.
 */

type Node =
  | { kind: 'number'; value: number }
  | { kind: 'field'; name: string }
  | { kind: 'negate'; operand: Node }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Node; right: Node };

export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Token = { type: 'number'; value: number } | { type: 'name'; value: string } | { type: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/()]))/y;
  let index = 0;
  while (index < text.length) {
    if (/^\s*$/.test(text.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) throw new FormulaError(`unexpected character at ${index} in "${text}"`);
    if (match[1] !== undefined) tokens.push({ type: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ type: 'name', value: match[2] });
    else tokens.push({ type: 'op', value: match[3]! });
    index = pattern.lastIndex;
  }
  return tokens;
}

/** expression := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*; factor := number | name | '-' factor | '(' expression ')'. */
function parse(text: string): Node {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (value: string) => peek()?.type === 'op' && peek()?.value === value;

  function factor(): Node {
    const token = tokens[position++];
    if (!token) throw new FormulaError(`unexpected end of "${text}"`);
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'name') return { kind: 'field', name: token.value };
    if (token.value === '-') return { kind: 'negate', operand: factor() };
    if (token.value === '(') {
      const inner = expression();
      if (!isOp(')')) throw new FormulaError(`missing ) in "${text}"`);
      position++;
      return inner;
    }
    throw new FormulaError(`unexpected "${token.value}" in "${text}"`);
  }
  function term(): Node {
    let node = factor();
    while (isOp('*') || isOp('/')) {
      const op = tokens[position++]!.value as '*' | '/';
      node = { kind: 'binary', op, left: node, right: factor() };
    }
    return node;
  }
  function expression(): Node {
    let node = term();
    while (isOp('+') || isOp('-')) {
      const op = tokens[position++]!.value as '+' | '-';
      node = { kind: 'binary', op, left: node, right: term() };
    }
    return node;
  }

  const tree = expression();
  if (position !== tokens.length) throw new FormulaError(`unexpected "${String(peek()?.value)}" in "${text}"`);
  return tree;
}

function inputsOf(node: Node, into: Set<string>): Set<string> {
  if (node.kind === 'field') into.add(node.name);
  else if (node.kind === 'negate') inputsOf(node.operand, into);
  else if (node.kind === 'binary') {
    inputsOf(node.left, into);
    inputsOf(node.right, into);
  }
  return into;
}

function evaluate(node: Node, value: (name: string) => number | null): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'field':
      return value(node.name);
    case 'negate': {
      const operand = evaluate(node.operand, value);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = evaluate(node.left, value);
      const right = evaluate(node.right, value);
      if (left === null || right === null) return null;
      if (node.op === '+') return left + right;
      if (node.op === '-') return left - right;
      if (node.op === '*') return left * right;
      return right === 0 ? null : left / right;
    }
  }
}

export interface CompiledFormula {
  /** Field names the formula reads. */
  inputs: readonly string[];
  /** The result, or null when an input is empty or a division by zero occurs. */
  evaluate(values: Readonly<Record<string, unknown>>): number | null;
}

/** Formulas already parsed, by text: the same few come back on every save and every keystroke. */
const parsed = new Map<string, CompiledFormula>();
const REMEMBERED_FORMULAS = 500;

/** Parses a formula (once per text); throws FormulaError when it is not valid arithmetic. */
export function compileFormula(text: string): CompiledFormula {
  let formula = parsed.get(text);
  if (!formula) {
    formula = parseFormula(text);
    parsed.set(text, formula);
    if (parsed.size > REMEMBERED_FORMULAS) parsed.delete(parsed.keys().next().value!);
  }
  return formula;
}

function parseFormula(text: string): CompiledFormula {
  const tree = parse(text);
  return {
    inputs: [...inputsOf(tree, new Set())],
    evaluate(values) {
      const result = evaluate(tree, (name) => {
        const raw = values[name];
        if (raw === null || raw === undefined || raw === '') return null;
        const number = typeof raw === 'number' ? raw : Number(raw);
        return Number.isFinite(number) ? number : null;
      });
      return result === null || !Number.isFinite(result) ? null : result;
    },
  };
}

/**
 * Rounds half away from zero to the given decimals, avoiding binary artefacts (1.005 → 1.01). A
 * half that the arithmetic before missed by a few units in the last place counts as a half: a
 * sum of converted amounts half a cent from a cent came out just under the half in one order of
 * addition and just over it in another (the database's and the demo seed's), and the same money must
 * round the same way whichever adds it up. (Seen: a customer's deal amount, its receipts in US
 * dollars at the day's rate, a cent apart between the seed and the engine.)
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  return (Math.sign(value) * Math.round(scaled + Math.max(Number.EPSILON * factor, scaled * 16 * Number.EPSILON))) / factor;
}
