import { pendingParts } from './deferred-sections';

/**
 * The site's own inline scripts, each a constant: the build allows exactly these (and Astro's
 * hydration scripts) by hash in the server's CSP (integrations/own-scripts.ts), never a script
 * found in a page, which could have come from content.
 */

/**
 * Lays out the page's deferred parts (./deferred-sections.ts) once the page has loaded, one at a
 * time: each is marked when the browser is idle, then laid out in the next frame, a task of its
 * own, and a visitor's input comes first (Safari, without requestIdleCallback, waits a timer
 * instead). All the deferred parts are laid out at once when the visitor follows an in-page link
 * (before the browser computes where to scroll: with smooth scrolling it fixes the destination at
 * the click), and when the address has or gets an anchor (on arrival, #audit-gratuit, or going
 * back): an anchor's position depends on the real height of every part above it.
 */
export const SECTIONS_IN_STEPS_SCRIPT = `(function(){
  const pendingParts = ${JSON.stringify(pendingParts)};
  const pending = () => document.querySelectorAll(pendingParts);
  const render = (part) => part.setAttribute('data-rendue', '');
  const renderAll = () => pending().forEach(render);
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 16));
  const step = (queue) => {
    const next = queue.shift();
    if (next) render(next), requestAnimationFrame(() => whenIdle(() => step(queue)));
  };
  const isInPageLink = (link) =>
    link && link.hash && link.origin === location.origin && link.pathname === location.pathname;
  addEventListener('click', (event) => isInPageLink(event.target.closest?.('a[href*="#"]')) && renderAll(), true);
  addEventListener('hashchange', renderAll);
  if (location.hash) renderAll();
  else addEventListener('load', () => whenIdle(() => step([...pending()])));
})();`;

/** Id of the phones' section menu (a native popover, MobileStickyBars). */
export const MENU_ID = 'sommaire-mobile';

/** Phones' top bar, where CSS scroll-driven reveal is missing (MobileStickyBars). */
export const REVEAL_SCRIPT =
  "(()=>{var s=document.getElementById('scroll-sentinel'),b=document.querySelectorAll('.scroll-reveal');" +
  "if(s&&b.length&&'IntersectionObserver'in window)new IntersectionObserver(function(e){var h=!e[e.length-1].isIntersecting;" +
  "b.forEach(function(x){x.toggleAttribute('data-shown',h)})}).observe(s)})()";

/** Choosing a section in the phones' section menu closes it (MobileStickyBars). */
export const MENU_SCRIPT =
  "(()=>{var m=document.getElementById('" + MENU_ID + "');" +
  "m&&m.addEventListener('click',function(e){if(e.target.closest('a'))m.hidePopover()})})()";

export const OWN_INLINE_SCRIPTS: readonly string[] = [SECTIONS_IN_STEPS_SCRIPT, REVEAL_SCRIPT, MENU_SCRIPT];
