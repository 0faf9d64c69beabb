// The `compte` widget: a text field with its rule's live count under it (« 900 mots au moins,
// vous en avez 312 », « 43 caractères au plus, vous en avez 40 »), made from the bounds the
// editor's configuration gives (../schema/site-rules.ts). Runs in the browser only.
const { h, createClass } = window;

/** Words as the build counts them: a word has a letter or a digit; link targets and markup are not words. */
export function wordsOf(markdown) {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_>`[\]|-]+/g, ' ');
  return text.split(/[\s\u00a0\u202f]+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const plural = (n, one, many) => `${n} ${n > 1 ? many : one}`;

/**
 * A page's title as the browser tab shows it: followed by `suffix` (« | the firm ») unless it
 * names the firm, `{entreprise.nom}` written out (src/seo/page-meta.ts documentTitle).
 */
export function tabTitle(value, suffix) {
  const firm = suffix.replace(/^ \| /, '');
  const title = value.replaceAll('{entreprise.nom}', firm);
  return title.includes(firm) ? title : `${title}${suffix}`;
}

export function countLine(value, rule) {
  if (rule.onglet !== undefined) {
    const n = [...tabTitle(value, rule.onglet)].length;
    return { text: `${plural(rule.max, 'caractère', 'caractères')} au plus dans l’onglet (avec « ${rule.onglet.trim()} »), vous en avez ${n}.`, ok: n <= rule.max };
  }
  const n = rule.unite === 'mots' ? wordsOf(value) : [...value].length;
  const word = (k) => (rule.unite === 'mots' ? plural(k, 'mot', 'mots') : plural(k, 'caractère', 'caractères'));
  if (rule.min !== undefined) return { text: `${word(rule.min)} au moins, vous en avez ${n}.`, ok: n >= rule.min };
  if (rule.max !== undefined) return { text: `${word(rule.max)} au plus, vous en avez ${n}.`, ok: n <= rule.max };
  return { text: `Vous en avez ${n}.`, ok: true };
}

export const CountControl = createClass({
  // Decap asks each widget before a save: a text outside its rule is refused here, at the field, in
  // French, and nothing is sent (the editor's server refuses it too, ../server/site-check.ts).
  isValid() {
    const rule = this.props.field.get('compte')?.toJS?.() ?? {};
    const line = countLine(typeof this.props.value === 'string' ? this.props.value : '', rule);
    return line.ok ? true : { error: { type: 'CUSTOM', message: `Refusé : ${line.text}` } };
  },
  render() {
    const { field, value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const rule = field.get('compte')?.toJS?.() ?? {};
    const text = typeof value === 'string' ? value : '';
    const line = countLine(text, rule);
    const input = h(field.get('multiline') ? 'textarea' : 'input', {
      id: forID,
      value: text,
      className: classNameWrapper,
      onChange: (e) => onChange(e.target.value),
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
      'aria-describedby': `${forID}-compte`,
      ...(field.get('multiline') ? { rows: 18, style: { width: '100%', resize: 'vertical', fontFamily: 'inherit' } } : { type: 'text' }),
    });
    return h(
      'div',
      null,
      input,
      h('p', { id: `${forID}-compte`, className: line.ok ? 'editeur-compte' : 'editeur-compte editeur-compte--hors', 'aria-live': 'polite' }, line.text),
    );
  },
});

export const CountPreview = createClass({
  render() {
    return h('div', null, this.props.value ?? '');
  },
});
