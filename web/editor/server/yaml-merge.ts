import { Document, isMap, isScalar, isSeq, parse, parseDocument, Scalar, type Node, YAMLMap, YAMLSeq } from 'yaml';

/**
 * Writes edited data into a YAML file's existing document, so a save changes only the values that
 * changed: the comments written for the marketing staff, the key order, the quoting and the
 * one-line `{ de: 800, a: 1200 }` forms stay as they were.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A date the editor may hand back as a timestamp (`2025-01-01T00:00:00.000Z`) where the file has `2025-01-01`. */
function sameDate(old: unknown, value: unknown): boolean {
  if (typeof old !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(old)) return false;
  const iso = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  return iso.startsWith(`${old}T00:00:00`);
}

interface Edits {
  /** Scalars whose value changed: their place in the text and their new text. */
  scalars: { from: number; to: number; text: string }[];
  /** A key or item was added or removed, or a value changed shape: the text is rewritten. */
  structural: boolean;
}

const FLOW_INDICATORS = /[,[\]{}]/;

/** A scalar's new text, in the style it had where possible (plain, 'single', "double"). */
function scalarText(node: Scalar, value: unknown, inFlow: boolean): string {
  if (typeof value !== 'string') return String(value);
  if (node.type === Scalar.QUOTE_SINGLE && !value.includes('\n')) return `'${value.replace(/'/g, "''")}'`;
  if (node.type === Scalar.PLAIN && !value.includes('\n') && value.trim() === value && value !== '' && !(inFlow && FLOW_INDICATORS.test(value))) {
    try {
      if (parse(`k: ${value}`)?.k === value) return value;
    } catch {
      // Not a plain scalar: quoted below.
    }
  }
  return JSON.stringify(value);
}

function mergeInto(doc: Document, node: Node, value: unknown, edits: Edits, inFlow = false): Node {
  if (isMap(node) && isObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in value)) {
        node.delete(pair.key);
        edits.structural = true;
      }
    }
    for (const [key, v] of Object.entries(value)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
      if (pair && pair.value) pair.value = mergeInto(doc, pair.value as Node, v, edits, inFlow || Boolean(node.flow));
      else {
        node.set(key, doc.createNode(v));
        edits.structural = true;
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    value.forEach((v, i) => {
      const item = node.items[i] as Node | undefined;
      if (item) node.items[i] = mergeInto(doc, item, v, edits, inFlow || Boolean(node.flow));
      else {
        node.items.push(doc.createNode(v));
        edits.structural = true;
      }
    });
    if (node.items.length > value.length) edits.structural = true;
    node.items.splice(value.length);
    return node;
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    if (node.value === value || sameDate(node.value, value)) return node;
    // Same node, new value: its comment and, where the value allows it, its quoting stay.
    if (node.range) edits.scalars.push({ from: node.range[0], to: node.range[1], text: scalarText(node, value, inFlow) });
    else edits.structural = true;
    node.value = value;
    return node;
  }
  edits.structural = true;
  const fresh = doc.createNode(value) as Node;
  if ((fresh instanceof YAMLMap || fresh instanceof YAMLSeq) && (isMap(node) || isSeq(node))) fresh.flow = node.flow;
  return fresh;
}

/** The text of `original` with `value` written into it (or a new document if there was none). */
export function mergeYaml(original: string | undefined, value: unknown): string {
  if (original === undefined || original.trim() === '') return new Document(value).toString({ lineWidth: 0 });
  const doc = parseDocument(original);
  const edits: Edits = { scalars: [], structural: !doc.contents };
  doc.contents = doc.contents ? (mergeInto(doc, doc.contents as Node, value, edits) as unknown as typeof doc.contents) : (doc.createNode(value) as unknown as typeof doc.contents);
  if (edits.structural) return doc.toString({ lineWidth: 0 });
  // Only values changed: patch them in the text, leaving every other character as it was.
  let text = original;
  for (const edit of edits.scalars.sort((a, b) => b.from - a.from)) text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
  return text;
}
