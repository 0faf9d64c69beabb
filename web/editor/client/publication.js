// « Mettre en ligne » and « Annuler la dernière mise en ligne »: a panel beside Decap's page that
// starts the same publication as `make publish` on the editor's server (../server/publication.ts),
// shows its steps and percent while it runs (polling its state), then the result or the reason it
// was refused, and the last publications. Requests go through the page's fetch, which adds the
// per-run secret (./editeur.js).

const API = '/_editeur/publication';
const POLL_MS = 500;
const STEPS = {
  publication: [
    ['build', 'Construction du site'],
    ['commit', 'Enregistrement dans l’historique'],
    ['bundle', 'Préparation de l’envoi'],
    ['upload', 'Envoi au serveur et vérification'],
  ],
  annulation: [['rollback', 'Retour à la version précédente']],
};
const NBSP = '\u00a0';
const when = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Montreal' });

/** An element with attributes (`text` sets its text) and children. */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') node.textContent = value;
    else if (name === 'onclick') node.addEventListener('click', value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

const pagesLine = (n) => `${n} page${n > 1 ? 's' : ''} changée${n > 1 ? 's' : ''}`;
const seconds = (s) => `${Math.round(s)}${NBSP}s`;

function stepState(job, key) {
  if (job.done.includes(key)) return ['terminee', 'terminée'];
  if (job.state === 'en-cours' && job.step === key) return ['en-cours', 'en cours'];
  if (job.state === 'refusee' && job.failed === key) return ['refusee', 'refusée'];
  return ['a-venir', job.state === 'en-cours' ? 'à venir' : 'non faite'];
}

function title(job) {
  return {
    'en-cours': job.kind === 'publication' ? 'Mise en ligne en cours…' : 'Annulation en cours…',
    reussie: job.kind === 'publication' ? 'Mise en ligne réussie' : 'Dernière mise en ligne annulée',
    refusee: job.kind === 'publication' ? 'Mise en ligne refusée' : 'Annulation refusée',
  }[job.state];
}

function progress(job) {
  return el(
    'div',
    { class: 'publication__suivi' },
    el(
      'div',
      { class: 'publication__barre' },
      el('progress', { max: 100, value: job.percent, 'aria-label': 'Avancement', 'aria-valuetext': `${job.percent}${NBSP}%` }),
      el('span', { class: 'publication__pourcentage', text: `${job.percent}${NBSP}%` }),
    ),
    el(
      'ol',
      { class: 'publication__etapes', 'aria-label': 'Étapes' },
      STEPS[job.kind].map(([key, label]) => {
        const [state, said] = stepState(job, key);
        return el('li', { 'data-etat': state }, `${label} : ${said}`);
      }),
    ),
    job.state === 'en-cours' ? el('p', { class: 'publication__note', text: job.label }) : null,
  );
}

function hostLine(host, origin) {
  if (!host.ok) return el('li', { class: 'publication__refus' }, `${host.target} : refusé, rien n’a changé sur ce serveur.`);
  const pages = [...host.changed, ...host.added];
  const count = pages.length + host.removed.length;
  // Every page changed, each a link to the live page: a price shows on many pages.
  const link = (path) => (origin ? el('a', { href: `${origin}${path}`, target: '_blank', rel: 'noopener', text: path }) : path);
  return el(
    'li',
    {},
    `${host.target} : version ${host.release} en ligne${host.previous ? ` (avant : ${host.previous})` : ''}`,
    count === 0
      ? ', aucune page changée'
      : el(
          'details',
          { class: 'publication__pages' },
          el('summary', { text: pagesLine(count) }),
          el('ul', {}, pages.map((p) => el('li', {}, link(p))), host.removed.map((p) => el('li', { text: `${p} (retirée)` }))),
        ),
  );
}

function result(job) {
  if (job.state === 'en-cours') return null;
  const box = el('div', { class: `publication__resultat publication__resultat--${job.state}` });
  if (job.state === 'reussie' && job.kind === 'publication') {
    box.append(
      el('p', { text: `${job.subject}${job.commit ? ` (git ${job.commit})` : ''}, en ${seconds(job.seconds ?? 0)}.` }),
      el('ul', { class: 'publication__serveurs' }, (job.hosts ?? []).map((h) => hostLine(h, job.origin))),
    );
  } else if (job.state === 'reussie') {
    box.append(
      el('p', { text: job.message }),
      el('ul', { class: 'publication__serveurs' }, (job.hosts ?? []).map((h) => el('li', { text: `${h.target} : version ${h.release} en ligne` }))),
      job.reverted ? el('p', { text: `Le changement est retiré de votre copie (git ${job.reverted}).` }) : null,
    );
  } else {
    box.append(el('p', { class: 'publication__refus', text: 'Rien n’a changé sur le site en ligne. La raison :' }), el('pre', { text: job.message ?? '' }));
  }
  if (job.link) box.append(el('p', {}, el('a', { href: job.link, target: '_blank', rel: 'noopener', text: job.kind === 'publication' ? 'Voir la page en ligne' : 'Voir le site en ligne' })));
  return box;
}

function history(list) {
  if (list.length === 0) return el('p', { class: 'publication__note', text: 'Aucune mise en ligne pour l’instant.' });
  return el(
    'details',
    { class: 'publication__historique' },
    el('summary', { text: `Dernières mises en ligne (${list.length})` }),
    el(
      'ol',
      {},
      list.map((p) => {
        const releases = p.hosts.filter((h) => h.ok && h.release).map((h) => h.release);
        const status = p.undone ? 'annulée' : p.ok ? 'en ligne' : 'refusée';
        return el('li', { text: `${when.format(new Date(p.at))} — ${p.subject} — ${status}${releases.length ? ` (version ${releases.join(', ')})` : ''}, par ${p.publisher}` });
      }),
    ),
  );
}

/** Mounts the panel at the end of the page and keeps it current. */
export function mountPublication() {
  // Built once, then filled: the buttons keep their focus and the list its open state while the
  // progress is polled.
  const target = el('p', { class: 'publication__note' });
  const notice = el('p', { class: 'publication__refus', role: 'alert' });
  const status = el('div', { role: 'status' });
  const tracking = el('div');
  const historyBox = el('div');
  let historyOpen = false;
  const panel = el(
    'section',
    { class: 'publication', 'aria-labelledby': 'publication-titre' },
    el('h2', { id: 'publication-titre', text: 'Mise en ligne' }),
    target,
    el(
      'div',
      { class: 'publication__boutons' },
      el('button', { type: 'button', onclick: () => launch('publication'), text: 'Mettre en ligne' }),
      el('button', { type: 'button', class: 'publication__secondaire', onclick: () => launch('annulation'), text: 'Annuler la dernière mise en ligne' }),
    ),
    notice,
    tracking,
    status,
    historyBox,
  );
  document.body.append(panel);
  let view = { targets: [], problem: null, job: null, publications: [] };
  let polling = null;

  const ask = async (path, method = 'GET') => {
    const response = await fetch(`${API}/${path}`, method === 'POST' ? { method, headers: { 'Content-Type': 'application/json' }, body: '{}' } : {});
    const body = await response.json().catch(() => ({ error: `Réponse illisible de l’éditeur (${response.status}).` }));
    return { ok: response.ok, body };
  };

  const refresh = async () => {
    const { ok, body } = await ask('etat');
    if (ok) view = body;
    render();
    polling = view.job?.state === 'en-cours' ? setTimeout(refresh, POLL_MS) : null;
  };

  async function launch(kind) {
    notice.textContent = '';
    const { ok, body } = await ask(kind === 'publication' ? 'lancer' : 'annuler', 'POST');
    if (ok) view = { ...view, job: body.job };
    else notice.textContent = body.error ?? 'La demande a été refusée.';
    render();
    if (!polling) await refresh();
  }

  function render() {
    const job = view.job;
    target.className = view.problem ? 'publication__refus' : 'publication__note';
    target.textContent = view.problem ?? `Vers : ${view.targets.join(', ')}`;
    tracking.replaceChildren(...(job ? [progress(job)] : []));
    const said = job ? `${job.id}-${job.state}` : '';
    // The status region changes when a job starts or ends, not at every percent.
    if (status.dataset.job !== said) {
      status.dataset.job = said;
      status.replaceChildren(...(job ? [el('p', { class: 'publication__titre-suivi', text: title(job) }), result(job)].filter(Boolean) : []));
    }
    const list = history(view.publications);
    if (list.tagName === 'DETAILS') {
      list.open = historyOpen;
      list.addEventListener('toggle', () => (historyOpen = list.open));
    }
    historyBox.replaceChildren(list);
  }

  render();
  void refresh();
}
