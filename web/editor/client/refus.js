// A save the build would refuse comes back as 422 with its problems, each naming its file and its
// field (../server/site-check.ts): each is shown in the form, under the field it is about, and the
// first is scrolled to, so the person sees where to act (issue 37). Runs in the browser only.

const REFUS = 'editeur-refus';

/** The labels of a collection's (or a file's) top-level fields, by name, from Decap's configuration. */
function labelsOf(decap, hash) {
  const [, collection, , entry] = /#\/collections\/([^/]+)(?:\/(entries|new)\/?([^/?]*))?/.exec(hash) ?? [];
  const found = decap.collections.find((c) => c.name === collection);
  if (!found) return new Map();
  const fields = found.fields ?? found.files?.find((f) => f.name === entry)?.fields ?? [];
  return new Map(fields.map((f) => [f.name, f.label]));
}

/** Opens the folded lists inside `element` (Decap folds long lists; its list header button is « Expand »). */
function unfold(element) {
  for (const button of element.querySelectorAll('button[aria-label="Expand"]')) button.click();
}

export function showRefusal(decap, problems) {
  for (const old of document.querySelectorAll(`.${REFUS}`)) old.remove();
  const labels = labelsOf(decap, window.location.hash);
  let first;
  for (const problem of problems) {
    const label = problem.field && labels.get(problem.field);
    const target = label && [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === label || l.textContent.trim().startsWith(`${label} (`));
    if (!target) continue;
    const control = target.parentElement;
    unfold(control);
    const note = document.createElement('p');
    note.className = REFUS;
    note.setAttribute('role', 'alert');
    note.textContent = problem.message.replace(/^src\/content\/data\/[^\s,:]+(, )?/, '');
    control.insertBefore(note, target.nextSibling);
    first ??= note;
  }
  first?.scrollIntoView({ block: 'center' });
}
