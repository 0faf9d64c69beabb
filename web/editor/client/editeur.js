// The editor page: Decap CMS with the configuration generated from the content schemas
// (/_editeur/config.json), a preview pane that shows the real page from the dev server, and a
// small YAML field for the few shapes Decap has no widget for. Runs in the browser only.
import { parse, stringify } from '/_editeur/yaml/index.js';
import { mountPublication } from '/_editeur/publication.js';
import { CountControl, CountPreview } from '/_editeur/compte.js';
import { showRefusal } from '/_editeur/refus.js';

const { CMS, h, createClass } = window;

// The editor's server answers only its own page: every request to /_editeur/ carries the per-run
// secret the page received in its HTML (../server/gate.ts). Decap's proxy backend calls the global
// fetch, so the secret is added there, for this origin's /_editeur/ only.
const SECRET = document.querySelector('meta[name="editeur-jeton"]').content;
const ownFetch = window.fetch.bind(window);
window.fetch = (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/_editeur/')) return ownFetch(input, init);
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set('X-Editeur-Jeton', SECRET);
  const answer = ownFetch(input, { ...init, headers });
  // A save the build would refuse: its problems shown at their fields (./refus.js).
  if (url.pathname === '/_editeur/api/v1') {
    answer.then(async (r) => {
      if (r.status !== 422) return;
      const { problems } = await r.clone().json().catch(() => ({}));
      if (problems?.length) setTimeout(() => showRefusal(decapConfig, problems), 0);
    }, () => {});
  }
  return answer;
};
let decapConfig = { collections: [] };
const SAVED = 'editeur:enregistre';

/**
 * The page for an entry: `{id}` is a folder entry's file name, `{data.ville}` one of its fields.
 * None (null) while what it names is not there yet: a new entry has no file name until its first
 * save, and its page does not exist before it (the dev server would answer a 404).
 */
function pageFor(template, entry) {
  if (template.includes('{id}') && (entry.get('newRecord') || !entry.get('slug'))) return null;
  let missing = false;
  const path = template.replaceAll('{id}', entry.get('slug') || '').replace(/\{data\.([a-zA-Z]+)\}/g, (_, key) => {
    const value = String(entry.getIn(['data', key]) ?? '');
    if (!value) missing = true;
    return value;
  });
  return missing ? null : path;
}
const NOT_YET = 'Cette page n’existe pas encore : son aperçu s’affiche ici après le premier enregistrement.';

/** Adds a cache-busting query before any #anchor, so each save shows a fresh render. */
function withVersion(path, version) {
  const [base, anchor] = path.split('#');
  const url = `${window.location.origin}${base}${base.includes('?') ? '&' : '?'}apercu=${version}`;
  return anchor ? `${url}#${anchor}` : url;
}

function previewTemplate(pages) {
  return createClass({
    getInitialState() {
      return { page: 0, version: 0 };
    },
    componentDidMount() {
      this.onSaved = () => this.setState((s) => ({ version: s.version + 1 }));
      window.addEventListener(SAVED, this.onSaved);
    },
    componentWillUnmount() {
      window.removeEventListener(SAVED, this.onSaved);
    },
    render() {
      const paths = [...new Set(pages.map((p) => pageFor(p, this.props.entry)).filter((p) => p !== null))];
      const unborn = pages.some((p) => pageFor(p, this.props.entry) === null);
      if (paths.length === 0) return h('div', { className: 'apercu' }, h('p', { className: 'apercu__note', role: 'status' }, NOT_YET));
      const path = paths[this.state.page] ?? paths[0];
      return h(
        'div',
        { className: 'apercu' },
        h(
          'div',
          { className: 'apercu__barre' },
          h(
            'label',
            null,
            'Page affichée : ',
            h(
              'select',
              { value: String(this.state.page), onChange: (e) => this.setState({ page: Number(e.target.value) }) },
              paths.map((p, i) => h('option', { key: p, value: String(i) }, p)),
            ),
          ),
          h('a', { href: withVersion(path, this.state.version), target: '_blank', rel: 'noopener' }, 'Ouvrir dans un onglet'),
          h('span', { className: 'apercu__note' }, 'L’aperçu montre la page enregistrée : il se met à jour à chaque enregistrement.'),
          unborn ? h('span', { className: 'apercu__note', role: 'status' }, NOT_YET) : null,
        ),
        h('iframe', { key: `${path}-${this.state.version}`, title: `Aperçu de la page ${path}`, src: withVersion(path, this.state.version) }),
      );
    },
  });
}

/** A value of no shape Decap knows (a tuple, a map of roles), edited as YAML text. */
const YamlControl = createClass({
  getInitialState() {
    const value = this.props.value;
    const plain = value && typeof value.toJS === 'function' ? value.toJS() : value;
    return { text: plain === undefined || plain === null ? '' : stringify(plain), error: '' };
  },
  onChange(e) {
    const text = e.target.value;
    try {
      this.props.onChange(text.trim() === '' ? undefined : parse(text));
      this.setState({ text, error: '' });
    } catch (error) {
      this.setState({ text, error: `YAML invalide : ${error.message.split('\n')[0]}` });
    }
  },
  render() {
    return h(
      'div',
      { className: this.props.classNameWrapper },
      h('textarea', {
        id: this.props.forID,
        value: this.state.text,
        onChange: this.onChange,
        rows: Math.min(20, this.state.text.split('\n').length + 1),
        style: { width: '100%', fontFamily: 'monospace', border: 0, outline: 'none', resize: 'vertical' },
        spellCheck: false,
      }),
      this.state.error ? h('p', { role: 'alert', style: { color: '#b91c1c', margin: 0 } }, this.state.error) : null,
    );
  },
});
const YamlPreview = createClass({
  render() {
    const value = this.props.value;
    const plain = value && typeof value.toJS === 'function' ? value.toJS() : value;
    return h('pre', null, plain === undefined ? '' : stringify(plain));
  },
});

const response = await fetch('/_editeur/config.json');
const { decap, previews } = await response.json();
decapConfig = decap;

// The media library holds the site's photos (src/assets/photos/): say so, in French.
const fr = CMS.getLocale('fr');
CMS.registerLocale('fr', { ...fr, app: { ...fr.app, header: { ...fr.app.header, media: 'Photos' } } });
CMS.registerWidget('yaml', YamlControl, YamlPreview);
CMS.registerWidget('compte', CountControl, CountPreview);
CMS.registerPreviewStyle('/_editeur/editeur.css');
for (const [name, pages] of Object.entries(previews)) CMS.registerPreviewTemplate(name, previewTemplate(pages));
CMS.registerEventListener({
  name: 'postSave',
  handler: () => {
    // The dev server notices the changed file within a moment: show the page now and once more.
    setTimeout(() => window.dispatchEvent(new Event(SAVED)), 300);
    setTimeout(() => window.dispatchEvent(new Event(SAVED)), 2000);
  },
});
mountPublication();
// « Voir le site » opens the dev server's copy of the site.
CMS.init({ config: { ...decap, site_url: `${window.location.origin}/` } });
