import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it (focus,
 * pointer down, key down, input), never on idle or visibility, so a page nobody touches ships no
 * framework code. The island's server-rendered HTML is live until then: whatever the visitor types
 * stays in the DOM, which hydration adopts as it is. Two things could still be lost while the
 * island's code loads, and are kept here:
 * - a form submitted before hydration is held back and submitted again once hydrated, so it goes
 *   through the island's own handler (fetch and toasts) rather than a full-page post; if the code
 *   cannot load, the native post goes ahead, which the server also handles;
 * - a click on a plain button (a tab) is replayed on the same button once hydrated.
 * Astro inlines this code in every page that uses the directive: keep it small.
 */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

const interaction: ClientDirective = (load, _options, island) => {
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let heldClick: HTMLElement | undefined;

  const onSubmit = (event: Event) => {
    event.preventDefault();
    heldSubmit = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
    if (button) heldClick = button;
  };

  const start = async () => {
    for (const type of TRIGGERS) island.removeEventListener(type, start, true);
    let hydrated = false;
    try {
      const hydrate = await load();
      await hydrate();
      hydrated = true;
    } finally {
      island.removeEventListener('submit', onSubmit, true);
      island.removeEventListener('click', onClick, true);
      if (heldSubmit) {
        const { form, submitter } = heldSubmit;
        // Hydrated: replayed as a click on the same button, because React hydrates a root at
        // once for a click but not for a bare submit event (which it would miss while the
        // hydration it started in a transition is under way). Not hydrated: the browser posts.
        if (hydrated && submitter) submitter.click();
        else form.requestSubmit(submitter);
      }
      if (hydrated) heldClick?.click();
    }
  };

  for (const type of TRIGGERS) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('click', onClick, true);
};

export default interaction;
